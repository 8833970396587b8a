/** What a key press asks of the PDF editor. */
export type EditorKeyAction = 'save' | 'undo' | 'redo' | 'remove' | 'next' | 'previous';

/** Keys the editor answers only on the canvas itself (elsewhere they belong to what has focus). */
const CANVAS_KEYS: Record<string, EditorKeyAction> = {
  Delete: 'remove',
  Backspace: 'remove',
  ArrowDown: 'next',
  ArrowRight: 'next',
  ArrowUp: 'previous',
  ArrowLeft: 'previous',
};

function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.tagName !== 'string') return false;
  return /^(INPUT|TEXTAREA|SELECT)$/.test(element.tagName) || element.isContentEditable;
}

/**
 * The PDF editor's keyboard: Ctrl+S saves from anywhere; Ctrl+Z / Ctrl+Y (or Ctrl+Shift+Z) undo and
 * redo unless a text box has focus (it undoes its own typing); Delete and the arrows remove the selected
 * block and walk the blocks only when the canvas has focus (`onCanvas`), so lists and menus keep theirs.
 *
 * @example editorKeyAction(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }), false) // 'save'
 */
export function editorKeyAction(event: KeyboardEvent, onCanvas: boolean): EditorKeyAction | null {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 's') return 'save';
  if (typing(event.target)) return null;
  if (mod && key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (mod && key === 'y') return 'redo';
  if (mod || event.altKey || !onCanvas) return null;
  return CANVAS_KEYS[event.key] ?? null;
}
