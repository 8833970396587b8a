import { seededPgliteSnapshot } from '../../src/server/testing/pgliteSnapshot';

/**
 * Builds the run's seeded PGlite dump before any server suite starts (vitest globalSetup of the node
 * project), so no suite's hook pays for it; the suites read the file (src/server/testing/pgliteSnapshot.ts).
 */
export default async function setup(): Promise<void> {
  await seededPgliteSnapshot();
}
