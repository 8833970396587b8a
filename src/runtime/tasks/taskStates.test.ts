import { describe, expect, it } from 'vitest';
import enUS from '../../../metadata/i18n/en-US.json';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { taskStateMatches } from './taskStateMatches';
import { taskStates } from './taskStates';
import { type TaskStatus } from './TaskStateName';
import { TASK_STATES } from './TASK_STATES';
import { taskTabStates } from './taskTabStates';

const now = new Date('2026-11-18T15:00:00.000Z');
const STATUSES: TaskStatus[] = ['planned', 'in_progress', 'finished', 'cancelled', 'deleted'];
const DUES = [null, new Date(now.getTime() - 60_000), now, new Date(now.getTime() + 60_000)];

describe('taskStates', () => {
  it('gives every stored task exactly one displayed state', () => {
    for (const status of STATUSES)
      for (const dueAt of DUES)
        for (const closeAfterDue of [false, true]) {
          const task = { status, dueAt, closeAfterDue, finishedAt: null };
          const matched = TASK_STATES.filter((state) => taskStateMatches(taskStates[state], task, now));
          expect(matched, JSON.stringify(task)).toHaveLength(1);
        }
  });

  it('names a label both languages translate', () => {
    const label = (messages: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
    for (const state of TASK_STATES) {
      expect(label(ptBR, taskStates[state].labelKey), state).toEqual(expect.any(String));
      expect(label(enUS, taskStates[state].labelKey), state).toEqual(expect.any(String));
    }
  });

  it('splits the states between the open and the history tabs, the map showing all', () => {
    expect(taskTabStates('tasks')).toEqual(['planned', 'inProgress', 'late', 'expired']);
    expect(taskTabStates('history')).toEqual(['finished', 'cancelled', 'deleted']);
    expect(taskTabStates('map')).toEqual(TASK_STATES);
  });
});
