import { useEffect, useRef } from 'react';

/**
 * A ref for a React Flow box that puts the whole map in view again when the box changes width (a phone
 * turned, a window resized); `fit` is called with the latest value, so it may change between renders.
 *
 * @example const box = useRefitOnResize(() => void flow.fitView()); <Box ref={box}>…</Box>
 */
export function useRefitOnResize(fit: () => void) {
  const box = useRef<HTMLDivElement>(null);
  const latest = useRef(fit);
  latest.current = fit;
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return box;
}
