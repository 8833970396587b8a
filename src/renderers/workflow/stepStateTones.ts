/** How the read-only map draws a step of a running document: the spec's four states, and skipped. */
export type StepStateTone = 'finished' | 'waiting' | 'expired' | 'notStarted' | 'skipped';

/**
 * Each state's palette colour (border, tint and label; none for a step not started) and whether its
 * border is dashed (a step the flow went past). StepNode and the map's legend read the same table.
 *
 * @example STEP_STATE_TONES.expired // { color: 'error', dashed: false }
 */
export const STEP_STATE_TONES: Readonly<
  Record<StepStateTone, { color: 'success' | 'info' | 'error' | null; dashed: boolean }>
> = {
  finished: { color: 'success', dashed: false },
  waiting: { color: 'info', dashed: false },
  expired: { color: 'error', dashed: false },
  notStarted: { color: null, dashed: false },
  skipped: { color: null, dashed: true },
};
