import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../runtime/errors/errorCatalogue';
import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { PROJECT_ROOT } from '../app';
import { loadServerMetadata } from '../metadata/loadServerMetadata';
import { allCommands } from './allCommands';
import { COMMAND_SAMPLES, type Me } from '../testing/commandSamples';
import { deepJsonText, fuzzValue } from '../testing/fuzzValues';
import { taskTestKit } from '../testing/taskTestKit';
import { tenantChecksum } from '../testing/tenantChecksum';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

/**
 * Every command of metadata/commands.json, called by every demo role and without a session, with
 * parameters derived from its schema (issue 13): random and boundary values, NUL bytes, wrong types,
 * deep nesting. Whatever comes in, the answer is a success or a catalogue error other than
 * INTERNAL_ERROR, never a 5xx, and a refused command wrote nothing. `npm test` runs a fixed seed and a
 * few runs; `npm run fuzz` many more with a random seed. FUZZ_RUNS and FUZZ_SEED (a number, or `random`)
 * override both; FUZZ_COLLECT=1 logs every failing case instead of stopping at the first (a survey).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 13);
const COLLECT = process.env.FUZZ_COLLECT === '1';

const CALLERS: Record<string, string | undefined> = {
  owner: 'dono@demo.campo',
  admin: 'admin@demo.campo',
  supervisor: 'supervisor@demo.campo',
  operator: 'operador@demo.campo',
  viewer: 'visualizador@demo.campo',
  anonymous: undefined,
};
/** Refusals that keep their writes on purpose (a failed login counts the attempt). */
const REFUSALS_THAT_WRITE = new Set(['Login']);
const KNOWN_CODES = new Set<string>(ERROR_CODES.filter((code) => code !== 'INTERNAL_ERROR'));
const KEEP = Symbol('keep');
/** Resolving a token may touch its session's last-seen time, whatever the answer. */
const BOOKKEEPING = ['sessions'];

const registry = allCommands();
const { ajv } = loadServerMetadata(PROJECT_ROOT);
const resolver = (ref: string) => ajv.getSchema(ref)?.schema as Record<string, unknown> | undefined;
// Logout would end the caller's session for every later run.
const NAMES = registry.names().filter((name) => name !== 'Logout');

/** A parameter's change: kept, replaced by text, or (JSON objects) some of its keys replaced. */
type Change = string | typeof KEEP | { merge: unknown };

interface Case {
  name: string;
  caller: string;
  changes: Record<string, Change>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The parameter's text after a change; a merge keeps the sample's other keys, so it gets past them. */
function applyChange(sample: string | undefined, change: Exclude<Change, typeof KEEP>): string {
  if (typeof change === 'string') return change;
  const value = change.merge;
  let base: unknown;
  try {
    base = sample === undefined ? undefined : JSON.parse(sample);
  } catch {
    base = undefined;
  }
  if (isPlainObject(value) && isPlainObject(base)) return JSON.stringify({ ...base, ...value });
  return typeof value === 'string' ? value : JSON.stringify(value);
}

describe.each(testBackends())('fuzzed parameters of every command on $name', (backend) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const mes = new Map<string, Me>();
  /** A real form, so task samples get past "form not found" and reach the insert. */
  let formId = 0;

  beforeAll(async () => {
    // No job polling: a job a successful case scheduled would write during a later refused one.
    t = await startTestApp(backend, { config: { publicRateLimitPerMinute: 0, jobsPollMs: 0 } });
    for (const [caller, login] of Object.entries(CALLERS)) {
      if (!login) continue;
      const token = await t.login(login);
      tokens.set(caller, token);
      const user = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT
        .USUARIO_LOGADO as LoggedUser;
      mes.set(caller, { companyId: user.companyId, personId: user.personId, userId: user.id });
    }
    formId = await taskTestKit(t).form(tokens.get('owner')!, 'Ronda do fuzz');
  }, 60_000);
  afterAll(() => t?.close());

  const caseArb = (): fc.Arbitrary<Case> =>
    fc.constantFrom(...NAMES).chain((name) => {
      const schema = registry.get(name)!.params;
      const changes: Record<string, fc.Arbitrary<Change>> = {};
      for (const [property, propertySchema] of Object.entries(schema.properties ?? {}))
        changes[property] = fc.oneof(
          { arbitrary: fc.constant(KEEP), weight: 3 },
          {
            arbitrary: fuzzValue(propertySchema, schema.$id, resolver).map((merge) => ({ merge })),
            weight: 3,
          },
          {
            arbitrary: fc.constantFrom(
              deepJsonText(20_000, 'array'),
              deepJsonText(20_000, 'object'),
              '{',
              '',
            ),
            weight: 1,
          },
        );
      return fc.record({
        name: fc.constant(name),
        caller: fc.constantFrom(...Object.keys(CALLERS)),
        changes: fc.record(changes),
      });
    });

  it(
    'answers a success or a catalogue error, never INTERNAL_ERROR nor a 5xx, and a refusal writes nothing',
    async () => {
      await fc.assert(
        fc.asyncProperty(caseArb(), async ({ name, caller, changes }) => {
          const token = tokens.get(caller);
          const params = COMMAND_SAMPLES[name]!(mes.get(caller) ?? { companyId: 0, personId: 0, userId: 0 });
          for (const [property, value] of Object.entries(params))
            params[property] = value.replaceAll('"formId":999999', `"formId":${formId}`);
          for (const [property, change] of Object.entries(changes))
            if (change !== KEEP) params[property] = applyChange(params[property], change);
          const form = new URLSearchParams({ COMMAND: name, PARSER: 'JSON' });
          for (const [key, value] of Object.entries(params)) form.set(`CMD.${key}`, value);
          if (token) form.set('AUTH_TOKEN', token);
          const before = await tenantChecksum(t.db, BOOKKEEPING);
          const shown = Object.fromEntries(
            Object.entries(params).map(([k, v]) => [
              k,
              v.length > 80 ? `${v.slice(0, 40)}…(${v.length})` : v,
            ]),
          );
          const response = await t.app.inject({
            method: 'POST',
            url: '/api/command',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: form.toString(),
          });
          const problem = await (async () => {
            if (response.statusCode >= 500) return `HTTP ${response.statusCode}`;
            if (!String(response.headers['content-type']).includes('application/json')) return null;
            const root = response.json<{ ROOT: Record<string, unknown> }>().ROOT;
            if (root.RESULT === '1') return null;
            if (!KNOWN_CODES.has(String(root.ERROR_CODE))) return String(root.ERROR_CODE);
            if (REFUSALS_THAT_WRITE.has(name)) return null;
            const after = await tenantChecksum(t.db, BOOKKEEPING);
            if (after === before) return null;
            const was = new Set(before.split(','));
            const changed = after.split(',').filter((part) => !was.has(part));
            return `${String(root.ERROR_CODE)} wrote ${changed.map((part) => part.split(':')[0]).join(' ')}`;
          })();
          if (problem && COLLECT) {
            console.log(`FOUND ${name} ${caller} ${problem} ${JSON.stringify(shown)}`);
            return;
          }
          expect(problem, `${name} as ${caller}`).toBeNull();
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
    },
    Math.max(120_000, RUNS * 2_000),
  );
});
