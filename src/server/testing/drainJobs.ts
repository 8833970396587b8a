/**
 * Runs the job queue until a round runs nothing, jobs that queue others included (tests; at most `rounds`
 * rounds, so a job that keeps queueing itself ends the test instead of hanging it).
 *
 * @example await drainJobs(t.app.jobs);
 */
export async function drainJobs(jobs: { runOnce(): Promise<number> }, rounds = 100): Promise<void> {
  for (let round = 0; round < rounds && (await jobs.runOnce()) > 0; round++);
}
