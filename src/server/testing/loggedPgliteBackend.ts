import { createDatabase } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrateToLatest';
import { seededPgliteSnapshot } from './pgliteSnapshot';
import type { TestBackend } from './testApp';

/**
 * An in-memory PGlite test backend that pushes every statement's SQL it runs (BEGIN and COMMIT included)
 * onto `statements`, for tests of what a command runs: how many statements, whether in a transaction.
 *
 * @example const statements: string[] = []; const app = await startTestApp(loggedPgliteBackend(statements));
 */
export function loggedPgliteBackend(statements: string[]): TestBackend {
  return {
    name: 'pglite',
    async open() {
      const db = await createDatabase({ onQuery: (text) => statements.push(text) });
      return { db, migrate: () => migrateToLatest(db), drop: () => db.destroy() };
    },
    async openSeeded() {
      const loadDataDir = await seededPgliteSnapshot();
      const db = await createDatabase({ loadDataDir, onQuery: (text) => statements.push(text) });
      return { db, migrate: async () => undefined, drop: () => db.destroy() };
    },
  };
}
