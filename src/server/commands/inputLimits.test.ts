import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_SAMPLES } from '../testing/commandSamples';
import { tenantChecksum } from '../testing/tenantChecksum';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { deepJsonText } from '../testing/fuzzValues';

/**
 * What the command fuzz (commandFuzz.test.ts) found before issue 13's fixes, each answered
 * INTERNAL_ERROR (a PostgreSQL error or a stack overflow): now INVALID_PARAMETERS naming the parameter,
 * and nothing written.
 */
/** SalvarAtividade's sample task with some fields changed. */
function task(fields: Record<string, unknown>): string {
  const sample = JSON.parse(
    COMMAND_SAMPLES.SalvarAtividade!({ companyId: 0, personId: 0, userId: 0 }).ATIVIDADE!,
  );
  return JSON.stringify({ ...sample, ...fields });
}

const CASES: Array<[command: string, params: Record<string, string>, field: string, anonymous?: boolean]> = [
  // ids past int4, found as INTERNAL_ERROR ("value out of range for type integer")
  ['ExcluirUsuarioRotativo', { ID: '2147483648' }, 'CMD.ID'],
  ['EnviarMensagemAprovacao', { ID: '2147483648', TEXTO: 'Oi' }, 'CMD.ID'],
  ['ConsultarDocumento', { ID: '100000000000000000000' }, 'CMD.ID'],
  ['ConsultarModeloDocumento', { ID: '1e20' }, 'CMD.ID'],
  ['ConsultarCompartilhamentoAtivo', { ID: '1e20' }, 'CMD.ID'],
  ['CompartilharArquivoBiblioteca', { ID: '1e20' }, 'CMD.ID'],
  ['UsarModeloTemplate', { ID: '1e308' }, 'CMD.ID'],
  ['ConsultarAtividadeRecorrente', { ID: '1e308' }, 'CMD.ID'],
  ['ReprovarAtividade', { ID: '1e308', JUSTIFICATIVA: 'Não' }, 'CMD.ID'],
  ['BaixarDownload', { ID: '1e308' }, 'CMD.ID'],
  ['ConsultarPortalCliente', { ID: '1e308' }, 'CMD.ID'],
  ['SalvarGrupoPermissoes', { ID: '9007199254740992', NAME: 'Ninguém', LEVELS: '{}' }, 'CMD.ID'],
  ['FecharEdicaoModelo', { ID: '9007199254740992', EDICAO: 'x' }, 'CMD.ID'],
  // task dates the database cannot hold, found as INTERNAL_ERROR probing with a real form
  ['SalvarAtividade', { ATIVIDADE: task({ startDate: '0000-01-01' }) }, 'CMD.ATIVIDADE.startDate'],
  [
    'SalvarAtividade',
    { ATIVIDADE: task({ startDate: '9999-12-31', dueDays: 3000 }) },
    'CMD.ATIVIDADE.startDate',
  ],
  ['SalvarAtividade', { ATIVIDADE: task({ startDate: '2030-02-31' }) }, 'CMD.ATIVIDADE.startDate'],
  // boundaries that were already refused stay refused
  ['ConsultarDocumento', { ID: '0' }, 'CMD.ID'],
  ['ConsultarDocumento', { ID: '-1' }, 'CMD.ID'],
  ['ConsultarDocumento', { ID: '1.5' }, 'CMD.ID'],
  // NUL in a string, found as INTERNAL_ERROR ("invalid byte sequence for encoding UTF8: 0x00")
  ['SaveProfile', { NAME: '\u0000' }, 'CMD.NAME'],
  ['ConsultarTiposPontosServicos', { PALAVRA: '\u0000', PAGE: '1' }, 'CMD.PALAVRA'],
  ['Login', { USERNAME: '\u0000', PASSWORD: 'x' }, 'CMD.USERNAME', true],
  ['ConsultarPortalPublico', { TOKEN: '1-a\u0000' }, 'CMD.TOKEN', true],
  // NUL in a JSON key or nested string ("unsupported Unicode escape sequence" in jsonb)
  ['WebhookTrigger', { EVENT_TYPE: 'TOUR_STEP', PAYLOAD: '{}', COMPANY: '{"x\\u0000":null}' }, 'CMD.COMPANY'],
  [
    'SaveUserTourSettings',
    { TOUR_SETTINGS: '{"tours":{"a\\u0000":{"done":true}}}' },
    'CMD.TOUR_SETTINGS.tours',
  ],
  // 20,000 levels of JSON, found as INTERNAL_ERROR (stack overflow)
  ['WebhookTrigger', { EVENT_TYPE: 'TOUR_STEP', PAYLOAD: deepJsonText(20_000, 'object') }, 'CMD.PAYLOAD'],
  // ...or stored: a 20,000-level draft that every later reader would have to walk
  [
    'SalvarDocumento',
    { MODELO_ID: '1', VERSAO: '1', FINALIZADO: '0', VALORES: deepJsonText(20_000, 'object') },
    'CMD.VALORES',
  ],
];

describe.each(testBackends())('input limits of every command on $name', (backend) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await t.login('dono@demo.campo');
  });
  afterAll(() => t?.close());

  /** `Command {"ID":"1e20"}`, long values cut (a 20,000-level text would fill the report). */
  const titled = CASES.map(([command, params, field, anonymous]) => {
    const shown = JSON.stringify(params);
    return [
      `${command} ${shown.length > 90 ? `${shown.slice(0, 60)}…(${shown.length} chars)` : shown}`,
      command,
      params,
      field,
      anonymous,
    ] as const;
  });

  it.each(titled)('%s is refused', async (_title, command, params, field, anonymous) => {
    const before = await tenantChecksum(t.db);
    const root = (await t.command(command, params, anonymous ? undefined : token)).ROOT;
    expect([root.ERROR_CODE, root.MESSAGES.ERRORS[0]]).toEqual([
      'INVALID_PARAMETERS',
      expect.stringContaining(`Parâmetro inválido: ${field} `),
    ]);
    if (command !== 'Login') expect(await tenantChecksum(t.db)).toBe(before);
  });

  it('says why, in the catalogue message', async () => {
    const nul = await t.command('SaveProfile', { NAME: 'a\u0000' }, token);
    expect(nul.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.NAME não pode conter o caractere nulo (\\u0000)',
    );
    const deep = await t.command('SaveUserTourSettings', { TOUR_SETTINGS: deepJsonText(65, 'array') }, token);
    expect(deep.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.TOUR_SETTINGS tem mais de 64 níveis de aninhamento',
    );
    const big = await t.command('ConsultarDocumento', { ID: '2147483648' }, token);
    expect(big.ROOT.MESSAGES.ERRORS[0]).toBe(
      'Parâmetro inválido: CMD.ID deve ser menor ou igual a 2147483647',
    );
  });

  it('still takes a 64-level JSON value and the largest int4 id', async () => {
    const deep = `${'{"a":'.repeat(63)}{}${'}'.repeat(63)}`;
    const tour = await t.command('WebhookTrigger', { EVENT_TYPE: 'TOUR_STEP', PAYLOAD: deep }, token);
    expect(tour.ROOT.ERROR_CODE).toBeUndefined();
    const missing = await t.command('ConsultarDocumento', { ID: '2147483647' }, token);
    expect(missing.ROOT.ERROR_CODE).not.toBe('INVALID_PARAMETERS');
  });
});
