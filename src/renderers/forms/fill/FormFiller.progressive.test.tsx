import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

// 20 groups of 10 short texts: the first paint draws about 40 fields, the rest comes in batches.
const big: FormModel = {
  name: 'Grande',
  groups: Array.from({ length: 20 }, (_g, g) => ({
    id: `g${g}`,
    name: `Grupo ${g + 1}`,
    fields: Array.from({ length: 10 }, (_f, f) => ({
      id: `t${g}_${f}`,
      name: `Texto ${g + 1}.${f + 1}`,
      type: 'textShort' as const,
    })),
  })),
};
// Plain selectors: role queries over 200 fields in jsdom would take seconds each.
const drawnGroups = () => [...document.querySelectorAll('h2')].map((h) => h.textContent);

/** An IntersectionObserver the test drives: `near(element)` tells its observer the element is close. */
function fakeObserver() {
  const observers = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
  class Fake {
    constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
    observe(element: Element) {
      observers.set(element, this.callback);
    }
    disconnect() {
      for (const [element, callback] of observers) if (callback === this.callback) observers.delete(element);
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    placeholders: () => [...observers.keys()],
    near: (element: Element) => act(() => observers.get(element)!([{ isIntersecting: true }])),
  };
}

describe('FormFiller on a big form', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('draws the first groups at once and the others in later tasks, until all are there', async () => {
    renderFiller({ model: big });
    expect(drawnGroups()).toEqual(['Grupo 1', 'Grupo 2', 'Grupo 3', 'Grupo 4']);
    expect(document.getElementById('field-t19_9')).toBeNull();
    for (let i = 0; i < 40 && drawnGroups().length < 20; i++) await act(() => vi.advanceTimersByTimeAsync(1));
    expect(drawnGroups()).toHaveLength(20);
    expect(document.getElementById('field-t19_9')).toBeTruthy();
  }, 90_000);

  it('a group scrolled near before its turn is drawn at once, the ones between stay placeholders', async () => {
    const observer = fakeObserver();
    renderFiller({ model: big });
    const placeholders = observer.placeholders();
    expect(placeholders).toHaveLength(16);
    observer.near(placeholders.at(-1)!);
    expect(drawnGroups()).toEqual(['Grupo 1', 'Grupo 2', 'Grupo 3', 'Grupo 4', 'Grupo 20']);
    expect(document.getElementById('field-t19_9')).toBeTruthy();
  });
});
