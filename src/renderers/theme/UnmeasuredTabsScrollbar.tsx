import { useEffect } from 'react';

/**
 * The `scrollbar` slot of every MUI Tabs (campoTheme): MUI's own slot mounts a hidden scrolling box and
 * reads its size to hide the tab strip's scrollbar, which forces the browser to lay out the whole page
 * in the middle of drawing it (about 50 ms on a phone when the task list opens: issue 13). The scroller
 * already hides its scrollbar with CSS (`scrollbar-width: none` and `::-webkit-scrollbar`), which every
 * browser Campo supports understands, so this slot reports a zero-width scrollbar without measuring:
 * the strip still scrolls by touch, wheel and keyboard, and its scroll buttons work as before.
 */
export function UnmeasuredTabsScrollbar(props: { onChange?: (width: number) => void }) {
  const { onChange } = props;
  useEffect(() => onChange?.(0), [onChange]);
  return null;
}
