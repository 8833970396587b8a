/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input in between:
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other tasks),
 * a zero timeout elsewhere. Lighthouse counts every task over 50 ms as blocking time; the start-up work
 * split at these points is counted in pieces (issue 13, the mobile task list).
 *
 * @example await yieldToMain(); // the rest runs in a task of its own
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
