/**
 * The load of bench/manyUsers.ts, run in its own process (so the clients do not share the server's event
 * loop): SESSIONS sessions, each looping over a mixed workload for SECONDS, over real HTTP. Reads its
 * setting as JSON from CAMPO_LOAD and prints one JSON report on stdout. Requests go through node:http
 * with one kept-alive socket per session and take brotli/gzip as a browser does: fetch (undici's web
 * streams) cost this process about half a core, taken from the server it measures on the same machine.
 */
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { demoClient } from '../src/server/demo/demoClient';
import { DEMO_PASSWORD } from '../src/server/demo/demoPassword';
import type { Envelope } from '../src/runtime/protocol/envelope';

export interface LoadSetting {
  url: string;
  sessions: number;
  seconds: number;
  /**
   * Seconds the loop runs before its requests are timed. All sessions start at once: the first round
   * met cold code, an empty session cache and a pool still opening its connections, and that burst was
   * the p99 of every kind (about 2 s). Writes made meanwhile still count in the lost-writes check.
   */
  warmupSeconds: number;
  logins: string[];
  formId: number;
  responsibleId: number;
  /** Tasks every session edits (stale refusals expected, lost edits not). */
  sharedTaskIds: number[];
  /** Marks what this run creates, so the bench counts it afterwards. */
  tag: string;
}

export interface LoadReport {
  /** Milliseconds per command kind, of the requests started after the warm-up. */
  times: Record<string, number[]>;
  errors: number;
  errorSamples: string[];
  /** Refused as STALE_VERSION on the shared tasks: expected, not an error. */
  stale: number;
  createdTasks: number;
  createdClients: number;
  /** The version each session's own task must have at the end. */
  ownTasks: Array<{ id: number; version: number }>;
  /** Successful edits per shared task id. */
  sharedEdits: Record<number, number>;
  /** The timed part's length (the warm-up left out). */
  elapsedSeconds: number;
}

const setting = JSON.parse(process.env.CAMPO_LOAD ?? '{}') as LoadSetting;
const report: LoadReport = {
  times: {},
  errors: 0,
  errorSamples: [],
  stale: 0,
  createdTasks: 0,
  createdClients: 0,
  ownTasks: [],
  sharedEdits: {},
  elapsedSeconds: 0,
};

/** When the requests start being timed (performance.now()); none before main sets it. */
let timedFrom = Infinity;

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

/** POSTs a form-encoded body; the status and the decoded JSON. */
function post(url: string, body: string): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          'accept-encoding': 'br, gzip',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            const text = (
              encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw
            ).toString();
            resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
const task = (title: string) => ({
  title,
  formId: setting.formId,
  responsible: { kind: 'employee', id: setting.responsibleId },
  startDate: today,
});

/** One command; `kind` null is setup before the clock (logins, each session's own task): not timed. */
async function call(kind: string | null, command: string, params: Record<string, unknown>, token?: string) {
  const form = new URLSearchParams({ COMMAND: command, PARSER: 'JSON' });
  for (const [key, value] of Object.entries(params))
    form.set(`CMD.${key}`, typeof value === 'string' ? value : JSON.stringify(value));
  if (token) form.set('AUTH_TOKEN', token);
  const started = performance.now();
  let answer: Envelope | null = null;
  let problem = '';
  try {
    const response = await post(setting.url, form.toString());
    answer = response.json as Envelope;
    if (response.status !== 200) problem = `HTTP ${response.status}`;
  } catch (error) {
    problem = String(error);
  }
  if (kind && started >= timedFrom) (report.times[kind] ??= []).push(performance.now() - started);
  const code = answer?.ROOT.ERROR_CODE;
  if (
    !problem &&
    answer?.ROOT.RESULT !== '1' &&
    !(kind === 'SalvarAtividade (shared)' && code === 'STALE_VERSION')
  )
    problem = `${code}: ${answer?.ROOT.MESSAGES.ERRORS[0]}`;
  if (problem) {
    report.errors++;
    if (report.errorSamples.length < 10) report.errorSamples.push(`${kind ?? command}: ${problem}`);
    return null;
  }
  return answer!.ROOT as Envelope['ROOT'] & Record<string, unknown>;
}

/** Each session's own task, created before the clock starts (the loop edits it). */
async function createOwnTask(index: number, token: string): Promise<{ id: number; version: number } | null> {
  const created = await call(null, 'SalvarAtividade', { ATIVIDADE: task(`${setting.tag} ${index}`) }, token);
  if (!created) return null;
  report.createdTasks++;
  const own = { id: Number(created.ID), version: Number(created.VERSAO) };
  report.ownTasks.push(own);
  return own;
}

async function session(
  index: number,
  token: string,
  own: { id: number; version: number },
  deadline: number,
): Promise<void> {
  const steps: Array<(n: number) => Promise<unknown>> = [
    () => call('ConsultarUsuarioLogado', 'ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token),
    (n) =>
      call(
        'ConsultarAtividadesFlowV2',
        'ConsultarAtividadesFlowV2',
        { PERIODO: n % 2 ? 'last30Days' : 'thisMonth', PAGE: 1, PAGE_SIZE: 50 },
        token,
      ),
    (n) =>
      call(
        'ListEntities',
        'ListEntities',
        { ENTITY: 'client', PAGE_SIZE: 50, ...(n % 3 ? {} : { SEARCH: 'super' }) },
        token,
      ),
    async (n) => {
      const data = {
        ...demoClient(1_000_000 + index * 10_000 + n),
        name: `${setting.tag} cliente ${index}-${n}`,
      };
      if (await call('SaveEntity (create client)', 'SaveEntity', { ENTITY: 'client', DATA: data }, token))
        report.createdClients++;
    },
    async (n) => {
      if (
        await call(
          'SalvarAtividade (create)',
          'SalvarAtividade',
          { ATIVIDADE: task(`${setting.tag} ${index}-${n}`) },
          token,
        )
      )
        report.createdTasks++;
    },
    async (n) => {
      const saved = await call(
        'SalvarAtividade (edit own)',
        'SalvarAtividade',
        { ID: own.id, VERSAO: own.version, ATIVIDADE: task(`${setting.tag} ${index} v${n}`) },
        token,
      );
      if (saved) own.version = Number(saved.VERSAO);
    },
    async (n) => {
      const id = setting.sharedTaskIds[(index + n) % setting.sharedTaskIds.length]!;
      const read = await call('ConsultarAtividade', 'ConsultarAtividade', { ID: id }, token);
      if (!read) return;
      const version = (read.ATIVIDADE as { version: number }).version;
      const saved = await call(
        'SalvarAtividade (shared)',
        'SalvarAtividade',
        { ID: id, VERSAO: version, ATIVIDADE: task(`${setting.tag} comum ${index}-${n}`) },
        token,
      );
      if (saved?.RESULT === '1') report.sharedEdits[id] = (report.sharedEdits[id] ?? 0) + 1;
      else if (saved) report.stale++;
    },
  ];
  for (let n = index; Date.now() < deadline; n++) await steps[n % steps.length]!(n);
}

async function main(): Promise<void> {
  const tokens: string[] = [];
  // Logged in a few at a time before the clock starts (Login is scrypt: not part of the loop).
  for (let i = 0; i < setting.sessions; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, setting.sessions - i) }, (_, j) =>
        call(null, 'Login', {
          USERNAME: setting.logins[(i + j) % setting.logins.length]!,
          PASSWORD: DEMO_PASSWORD,
        }),
      ),
    );
    for (const answer of batch) if (answer) tokens.push(String(answer.AUTH_TOKEN));
  }
  const owned: Array<{ id: number; version: number } | null> = [];
  for (let i = 0; i < tokens.length; i += 10)
    owned.push(
      ...(await Promise.all(tokens.slice(i, i + 10).map((token, j) => createOwnTask(i + j, token)))),
    );
  timedFrom = performance.now() + setting.warmupSeconds * 1000;
  const started = Date.now() + setting.warmupSeconds * 1000;
  const deadline = started + setting.seconds * 1000;
  await Promise.all(
    tokens.map((token, i) => (owned[i] ? session(i, token, owned[i], deadline) : Promise.resolve())),
  );
  report.elapsedSeconds = (Date.now() - started) / 1000;
  agent.destroy();
  process.stdout.write(JSON.stringify(report));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
