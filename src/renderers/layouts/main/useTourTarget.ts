import { useLayoutEffect, useState } from 'react';
import { TOUR_TARGETS } from '../../../runtime/tour/TOUR_TARGETS';
import type { TourStep } from '../../../runtime/tour/TourSettings';

/** An element the user can see: laid out with a size (a collapsed or display:none menu has none). */
function shown(element: Element): element is HTMLElement {
  const rect = element.getBoundingClientRect();
  return element instanceof HTMLElement && (rect.width > 0 || rect.height > 0);
}

/**
 * The element a tour step talks about (TOUR_TARGETS), scrolled into view, and its box in the viewport,
 * kept current while the page scrolls or resizes; null when the page has none to show.
 *
 * @example const { element, rect } = useTourTarget(open ? step : null);
 */
export function useTourTarget(step: TourStep | null) {
  const [target, setTarget] = useState<{ element: HTMLElement; rect: DOMRect } | null>(null);
  useLayoutEffect(() => {
    const ids = step ? (TOUR_TARGETS[step] ?? []) : [];
    const element =
      ids
        .flatMap((id) => [...document.querySelectorAll(`[data-tour="${id}"]`)])
        .find((candidate) => shown(candidate)) ?? null;
    if (!element) {
      setTarget(null);
      return;
    }
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    const measure = () => setTarget({ element, rect: element.getBoundingClientRect() });
    measure();
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step]);
  return target;
}
