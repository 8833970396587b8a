import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession } from '../testing/fakeSession';
import { createTourStore } from './createTourStore';
import { TOUR_STEPS } from './TourSettings';

const saved = (calls: Array<{ name: string; params: Record<string, unknown> }>) =>
  calls
    .filter((c) => c.name === 'SaveUserTourSettings')
    .map((c) => JSON.parse(String(c.params.TOUR_SETTINGS)) as Record<string, unknown>);

describe('guided tour', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('walks next and back, saving progress and sending a TOUR_STEP webhook per step', () => {
    const { session, command, calls } = fakeSession({});
    const tour = createTourStore(command, session);
    tour.getState().start();
    tour.getState().next();
    tour.getState().next();
    tour.getState().back();
    expect(tour.getState().step).toBe('employees');
    const last = saved(calls).at(-1);
    expect(last).toMatchObject({
      started: true,
      position: 35,
      progress: { first: true, employees: true, newForm: true },
    });
    const hooks = calls.filter((c) => c.name === 'WebhookTrigger');
    expect(hooks.map((c) => c.params.EVENT_TYPE)).toEqual([
      'TOUR_STEP',
      'TOUR_STEP',
      'TOUR_STEP',
      'TOUR_STEP',
    ]);
    expect(hooks[1]?.params.PAYLOAD).toEqual({ tour: 'main', step: 'employees' });
  });

  it('skip closes and saves skip', () => {
    const { session, command, calls } = fakeSession({});
    const tour = createTourStore(command, session);
    tour.getState().start();
    tour.getState().skip();
    expect(tour.getState().open).toBe(false);
    expect(saved(calls).at(-1)).toMatchObject({ skip: true });
  });

  it('finish marks done, skips for ~200 ms, then saves', async () => {
    const { session, command, calls } = fakeSession({});
    const tour = createTourStore(command, session);
    tour.getState().start();
    for (let i = 1; i < TOUR_STEPS.length; i++) tour.getState().next();
    expect(tour.getState().step).toBe('last');
    const before = saved(calls).length;
    tour.getState().finish();
    expect(tour.getState().open).toBe(false);
    expect(tour.getState().settings).toMatchObject({ skip: true, tours: { main: { done: true } } });
    expect(saved(calls)).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(200);
    expect(saved(calls).at(-1)).toMatchObject({ skip: false, tours: { main: { done: true } } });
    expect(JSON.parse(session.getState().tourSettings)).toMatchObject({ tours: { main: { done: true } } });
  });
});
