import { parse, protocol, type messages, type PGlite, type Results } from '@electric-sql/pglite';
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely';
import { preparedName } from './preparedName';

/** PGlite's methods this module uses beyond its typed API (present at run time, `protected` in its types). */
interface PGliteInternals {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** Per PGlite instance: its prepared statements by name, with the parameter types PostgreSQL inferred. */
const preparedOf = new WeakMap<PGlite, Map<string, number[]>>();

const NO_SYNC = { syncToFs: false } as const;

/**
 * Runs a statement on PGlite as a named prepared statement, as the `pg` pool does on a PostgreSQL server
 * (createDatabase): PGlite's own `query` parses, analyzes and plans the text again on every run (an
 * unnamed statement), and on the task list that planning was most of the work of each request. The
 * first run of a text parses it once (Parse + Describe) under the name `preparedName` gives it; every run
 * then binds and executes that statement. A text that fails to parse (an aborted transaction, a syntax
 * error) is not kept, so its next run parses it again. Transaction control and texts past the bound go
 * through `query` as they are.
 *
 * Same steps as PGlite's `query` otherwise: one statement at a time (its query lock), a Sync after the
 * statement whatever happens, the data directory synced after it, results parsed with the instance's
 * type parsers.
 */
async function runPrepared(pglite: PGlite, text: string, params: readonly unknown[]): Promise<Results> {
  const name = preparedName(text);
  if (name === undefined) return pglite.query(text, [...params]);
  let prepared = preparedOf.get(pglite);
  if (!prepared) preparedOf.set(pglite, (prepared = new Map()));
  const statements = prepared;
  return (pglite as unknown as PGliteInternals)._runExclusiveQuery(async () => {
    const answers: messages.BackendMessage[] = [];
    try {
      let types = statements.get(name);
      if (!types) {
        answers.push(...(await pglite.execProtocolStream(protocol.serialize.parse({ name, text }), NO_SYNC)));
        types = parse.parseDescribeStatementResults(
          await pglite.execProtocolStream(protocol.serialize.describe({ type: 'S', name }), NO_SYNC),
        );
        statements.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serialize = pglite.serializers[types[i]!];
        return serialize ? serialize(value) : String(value);
      });
      for (const message of [
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ])
        answers.push(...(await pglite.execProtocolStream(message, NO_SYNC)));
    } finally {
      answers.push(...(await pglite.execProtocolStream(protocol.serialize.sync(), NO_SYNC)));
    }
    await pglite.syncToFs();
    return parse.parseResults(answers, pglite.parsers)[0]!;
  });
}

/**
 * A kysely connection over PGlite whose statements run as prepared statements (runPrepared).
 *
 * @example driver.acquireConnection = async () => preparedPgliteConnection(pglite)
 */
export function preparedPgliteConnection(pglite: PGlite): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      const result = await runPrepared(pglite, query.sql, query.parameters);
      return {
        rows: result.rows as R[],
        ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
      };
    },
    async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
      const { rows } = await runPrepared(pglite, query.sql, query.parameters);
      for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) as R[] };
    },
  };
}
