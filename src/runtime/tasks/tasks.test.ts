import { describe, expect, it } from 'vitest';
import { datePresetRange } from './datePresetRange';
import { deadlineBucket } from './deadlineBucket';
import { taskState } from './taskState';
import { zonedDateTime } from './zonedDateTime';

const now = new Date('2026-11-18T15:00:00.000Z'); // a Wednesday, 12:00 in Brasília
const hours = (n: number) => new Date(now.getTime() + n * 3_600_000);
const open = { closeAfterDue: false, finishedAt: null };

describe('taskState', () => {
  it('keeps planned and in-progress tasks before their due date, and without one', () => {
    expect(taskState({ status: 'planned', dueAt: hours(1), ...open }, now)).toEqual({
      state: 'planned',
      doneLabel: null,
      card: 'todo',
    });
    expect(taskState({ status: 'in_progress', dueAt: null, ...open }, now)).toEqual({
      state: 'inProgress',
      doneLabel: null,
      card: 'doing',
    });
  });

  it('makes an overdue task late, or expired when it closes after its due date', () => {
    expect(taskState({ status: 'planned', dueAt: hours(-1), ...open }, now).state).toBe('late');
    expect(taskState({ status: 'in_progress', dueAt: hours(-1), ...open }, now)).toEqual({
      state: 'late',
      doneLabel: null,
      card: 'doing',
    });
    expect(
      taskState({ status: 'planned', dueAt: hours(-1), closeAfterDue: true, finishedAt: null }, now),
    ).toEqual({ state: 'expired', doneLabel: null, card: 'todo' });
    expect(
      taskState({ status: 'planned', dueAt: hours(1), closeAfterDue: true, finishedAt: null }, now).state,
    ).toBe('planned');
  });

  it('labels a finished task on time, late or without due date', () => {
    const finished = (dueAt: Date | null, finishedAt: Date) =>
      taskState({ status: 'finished', dueAt, closeAfterDue: false, finishedAt }, now);
    expect(finished(hours(-1), hours(-2))).toEqual({ state: 'finished', doneLabel: 'onTime', card: 'done' });
    expect(finished(hours(-2), hours(-1)).doneLabel).toBe('late');
    expect(finished(null, hours(-1)).doneLabel).toBe('noDueDate');
  });

  it('shows cancelled and deleted tasks as such, whatever their due date', () => {
    expect(taskState({ status: 'cancelled', dueAt: hours(-5), ...open }, now)).toEqual({
      state: 'cancelled',
      doneLabel: null,
      card: 'done',
    });
    expect(taskState({ status: 'deleted', dueAt: hours(-5), ...open }, now)).toEqual({
      state: 'deleted',
      doneLabel: null,
      card: null,
    });
  });
});

describe('deadlineBucket', () => {
  it('puts due dates in the spec buckets, edges included at the start of each', () => {
    expect(deadlineBucket(hours(0), now)).toBe('under24h');
    expect(deadlineBucket(hours(23.9), now)).toBe('under24h');
    expect(deadlineBucket(hours(24), now)).toBe('upTo5Days');
    expect(deadlineBucket(hours(5 * 24 - 1), now)).toBe('upTo5Days');
    expect(deadlineBucket(hours(5 * 24), now)).toBe('from5To15Days');
    expect(deadlineBucket(hours(15 * 24), now)).toBe('over15Days');
    expect(deadlineBucket(hours(400 * 24), now)).toBe('over15Days');
  });

  it('has no bucket without a due date or once it passed', () => {
    expect(deadlineBucket(null, now)).toBeNull();
    expect(deadlineBucket(hours(-1), now)).toBeNull();
  });
});

describe('datePresetRange', () => {
  const br = -180;
  const iso = (preset: Parameters<typeof datePresetRange>[0], custom = {}) => {
    const r = datePresetRange(preset, now, br, custom);
    return [r.from?.toISOString() ?? null, r.to?.toISOString() ?? null];
  };

  it('counts days in the caller offset, today included in the last N days', () => {
    expect(iso('today')).toEqual(['2026-11-18T03:00:00.000Z', '2026-11-19T03:00:00.000Z']);
    expect(iso('yesterday')).toEqual(['2026-11-17T03:00:00.000Z', '2026-11-18T03:00:00.000Z']);
    expect(iso('last7Days')).toEqual(['2026-11-12T03:00:00.000Z', '2026-11-19T03:00:00.000Z']);
    expect(iso('last15Days')).toEqual(['2026-11-04T03:00:00.000Z', '2026-11-19T03:00:00.000Z']);
    expect(iso('last30Days')).toEqual(['2026-10-20T03:00:00.000Z', '2026-11-19T03:00:00.000Z']);
  });

  it('uses the local day, not the UTC one, near midnight', () => {
    const lateEvening = new Date('2026-11-19T01:30:00.000Z'); // 22:30 on the 18th in Brasília
    expect(datePresetRange('today', lateEvening, br).from?.toISOString()).toBe('2026-11-18T03:00:00.000Z');
  });

  it('gives weeks from Sunday, months and years', () => {
    expect(iso('thisWeek')).toEqual(['2026-11-15T03:00:00.000Z', '2026-11-22T03:00:00.000Z']);
    expect(iso('lastWeek')).toEqual(['2026-11-08T03:00:00.000Z', '2026-11-15T03:00:00.000Z']);
    expect(iso('thisMonth')).toEqual(['2026-11-01T03:00:00.000Z', '2026-12-01T03:00:00.000Z']);
    expect(iso('lastMonth')).toEqual(['2026-10-01T03:00:00.000Z', '2026-11-01T03:00:00.000Z']);
    expect(iso('thisYear')).toEqual(['2026-01-01T03:00:00.000Z', '2027-01-01T03:00:00.000Z']);
    expect(iso('lastYear')).toEqual(['2025-01-01T03:00:00.000Z', '2026-01-01T03:00:00.000Z']);
  });

  it('takes the custom days inclusively, and has no bounds for all', () => {
    expect(iso('custom', { from: '2026-11-01', to: '2026-11-10' })).toEqual([
      '2026-11-01T03:00:00.000Z',
      '2026-11-11T03:00:00.000Z',
    ]);
    expect(iso('custom', { from: '2026-11-01' })).toEqual(['2026-11-01T03:00:00.000Z', null]);
    expect(iso('all')).toEqual([null, null]);
  });
});

describe('zonedDateTime', () => {
  it('turns a local date and hour into an instant and back', () => {
    const due = zonedDateTime.toInstant({ date: '2026-11-22', hour: '23:59' }, -180);
    expect(due.toISOString()).toBe('2026-11-23T02:59:00.000Z');
    expect(zonedDateTime.toLocal(due, -180)).toEqual({ date: '2026-11-22', hour: '23:59' });
  });
});
