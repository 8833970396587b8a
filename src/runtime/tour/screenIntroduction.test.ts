import { describe, expect, it } from 'vitest';
import { fakeSession } from '../testing/fakeSession';
import { screenIntroduction } from './screenIntroduction';

describe('screenIntroduction', () => {
  it("is seen once, saved beside the guided tour's state", () => {
    const { session, command, calls } = fakeSession({});
    session.getState().setTourSettings(JSON.stringify({ skip: true, tours: { main: { done: true } } }));
    expect(screenIntroduction.seen(session, 'pdfEditor')).toBe(false);
    screenIntroduction.markSeen(command, session, 'pdfEditor');
    expect(screenIntroduction.seen(session, 'pdfEditor')).toBe(true);
    const saved = calls.filter((c) => c.name === 'SaveUserTourSettings').at(-1)!;
    expect(JSON.parse(String(saved.params.TOUR_SETTINGS))).toMatchObject({
      skip: true,
      tours: { main: { done: true }, pdfEditor: { done: true } },
    });
  });
});
