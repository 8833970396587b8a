import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { localDay } from '../../tracker/trackerTimeZone';

interface MapEmployee {
  ID_COLABORADOR: number;
  NOME: string;
  COMPARTILHADO: boolean;
  CODIGO_USUARIO_ROTATIVO: string | null;
  NOME_USUARIO_ROTATIVO: string | null;
  TRACCAR_DEVICE_ID: number | null;
  DEVICE_CODE: string | null;
  POSITIONS: Array<{
    latitude: number;
    fixTime: string;
    speed: number;
    battery: number | null;
    valid: boolean;
  }>;
  START_POSITION: { fixTime: string } | null;
  END_POSITION: { fixTime: string } | null;
  LAST_UPDATE: string | null;
  ONLINE: boolean;
}

describe.each(testBackends())('the field team on the map on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let operatorToken: string;
  let outra: string;
  let demoId: number;
  const userId = async (login: string) =>
    (await t.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;
  const map = async (token: string) => {
    const answer = await t.command('ConsultarPosicaoDosColaboradoresNoMapa', {}, token);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return (answer.ROOT.COLABORADORES as { COLABORADOR: MapEmployee[] }).COLABORADOR;
  };
  const osmand = (query: string) => t.app.inject({ method: 'GET', url: `/api/osmand?${query}` });

  beforeAll(async () => {
    t = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    owner = await t.login('dono@demo.campo');
    operatorToken = await t.login('operador@demo.campo');
    outra = await t.login('dono@outra.campo');
    demoId = (
      await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t?.close());

  it('shows the demo field team with its last 5 positions, today’s start and end, online', async () => {
    // The seeded database may be up to an hour old (pgliteSnapshot): the phone reports now.
    const report = await osmand(
      `id=demo-otavio&lat=-23.5505&lon=-46.6333&timestamp=${Math.floor(Date.now() / 1000)}&batt=81`,
    );
    expect(report.statusCode).toBe(200);
    const team = await map(owner);
    const otavio = team.find((e) => e.DEVICE_CODE === 'demo-otavio')!;
    expect(otavio).toMatchObject({ NOME: 'Otávio Operador', COMPARTILHADO: false, ONLINE: true });
    expect(otavio.POSITIONS).toHaveLength(5);
    const times = otavio.POSITIONS.map((p) => Date.parse(p.fixTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(otavio.END_POSITION!.fixTime).toBe(otavio.POSITIONS[0]!.fixTime);
    expect(localDay(new Date(otavio.START_POSITION!.fixTime))).toBe(localDay(new Date()));
    expect(otavio.POSITIONS[0]!.battery).toEqual(expect.any(Number));
    // Employees without a device are listed too; the shared login itself is not, its person with a code is.
    expect(team.find((e) => e.NOME === 'Dona Demo')).toMatchObject({
      TRACCAR_DEVICE_ID: null,
      POSITIONS: [],
    });
    expect(team.filter((e) => e.COMPARTILHADO)).toEqual([
      expect.objectContaining({
        NOME_USUARIO_ROTATIVO: 'Rita Rotativa',
        CODIGO_USUARIO_ROTATIVO: '529.982.247-25',
      }),
    ]);
    expect(team.find((e) => e.NOME === 'Equipe Rotativa')).toBeUndefined();
  });

  it('lists a shared person only with a code and a name, once per user and code', async () => {
    const rotativo = await userId('rotativo@demo.campo');
    const sub = await t.db
      .insertInto('shared_sub_users')
      .values({ company_id: demoId, name: '  ', access_code: 'SEM-NOME' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('tracker_devices')
      .values({
        company_id: demoId,
        unique_id: `sem-nome-${backend.name}`,
        user_id: rotativo,
        sub_user_id: sub.id,
      })
      .execute();
    const shared = (await map(owner)).filter((e) => e.COMPARTILHADO);
    expect(shared.map((e) => e.CODIGO_USUARIO_ROTATIVO)).toEqual(['529.982.247-25']);
  });

  it('an operator (no employee list) sees only itself; another company sees none of Demo', async () => {
    const mine = await map(operatorToken);
    expect(mine.map((e) => e.NOME)).toEqual(['Otávio Operador']);
    const theirs = await map(outra);
    expect(theirs.map((e) => e.NOME)).toEqual(['Olga Outra']);
    const device = (await map(owner)).find((e) => e.DEVICE_CODE === 'demo-sergio')!.TRACCAR_DEVICE_ID!;
    const today = localDay(new Date());
    const foreign = await t.command('GetDeviceTrace', { DEVICE_ID: String(device), DATE: today }, outra);
    expect(foreign.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const notMine = await t.command(
      'GetDeviceTrace',
      { DEVICE_ID: String(device), DATE: today },
      operatorToken,
    );
    expect(notMine.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    const docs = await t.command('ConsultarDocumentosEnviadosColaborador', { DATA_ENVIO: today }, outra);
    expect((docs.ROOT.DOCUMENTOS as { DOCUMENTO: unknown[] }).DOCUMENTO).toEqual([]);
  });

  it('gives a day’s trace oldest first, in the company’s day, and the documents sent from it', async () => {
    const sergio = (await map(owner)).find((e) => e.DEVICE_CODE === 'demo-sergio')!;
    const yesterday = localDay(new Date(Date.now() - 24 * 3600 * 1000));
    const trace = await t.command(
      'GetDeviceTrace',
      { DEVICE_ID: String(sergio.TRACCAR_DEVICE_ID), DATE: yesterday },
      owner,
    );
    const positions = trace.ROOT.POSITIONS as Array<{ fixTime: string; latitude: number }>;
    expect(trace.ROOT.DEVICE_ID).toBe(sergio.TRACCAR_DEVICE_ID);
    // 08:00 to 17:00 every 2 minutes.
    expect(positions).toHaveLength(271);
    expect(positions.every((p) => localDay(new Date(p.fixTime)) === yesterday)).toBe(true);
    const times = positions.map((p) => Date.parse(p.fixTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const sent = await t.command(
      'ConsultarDocumentosEnviadosColaborador',
      { ID_COLABORADOR: String(sergio.ID_COLABORADOR), DATA_ENVIO: yesterday },
      owner,
    );
    // The demo's two surveys sent from the trace (a demo task's document has no position).
    const documents = (
      sent.ROOT.DOCUMENTOS as { DOCUMENTO: Array<Record<string, unknown>> }
    ).DOCUMENTO.filter((d) => d.latitude !== null);
    expect(documents).toHaveLength(2);
    expect(documents[0]).toMatchObject({
      documentName: 'Pesquisa de satisfação do cliente (NPS)',
      taskId: null,
    });
    expect(positions.some((p) => p.latitude === documents[0]!.latitude)).toBe(true);
    const rita = await t.command(
      'ConsultarDocumentosEnviadosColaborador',
      { CODIGO_USUARIO_ROTATIVO: '529.982.247-25', DATA_ENVIO: yesterday },
      owner,
    );
    expect((rita.ROOT.DOCUMENTOS as { DOCUMENTO: unknown[] }).DOCUMENTO).toHaveLength(2);
  });

  it('gives a device to an employee, refuses a taken identifier, regenerates and removes it', async () => {
    const viewer = await userId('visualizador@demo.campo');
    const save = (params: Record<string, string>, token = owner) =>
      t.command('SalvarDispositivoColaborador', { ID_COLABORADOR: String(viewer), ...params }, token);
    const generated = await save({});
    expect(generated.ROOT).toMatchObject({
      IDENTIFICADOR: expect.stringMatching(/^\d{10}$/),
      SERVIDOR: expect.stringMatching(/\/api\/osmand$/),
    });
    expect(String(generated.ROOT.CONFIG_URL)).toContain(`?id=${String(generated.ROOT.IDENTIFICADOR)}&`);
    expect((await save({ IDENTIFICADOR: 'demo-otavio' })).ROOT.ERROR_CODE).toBe('DEVICE_IDENTIFIER_TAKEN');
    const typed = await save({ IDENTIFICADOR: `vera-${backend.name}` });
    expect(typed.ROOT.TRACCAR_DEVICE_ID).toBe(generated.ROOT.TRACCAR_DEVICE_ID);
    const shown = await t.command('ConsultarColaborador', { ID: String(viewer) }, owner);
    expect(shown.ROOT.DISPOSITIVO).toMatchObject({ IDENTIFICADOR: `vera-${backend.name}` });
    // The new identifier is heard at once; the old one is refused.
    expect((await osmand(`id=vera-${backend.name}&lat=-23.5&lon=-46.6`)).statusCode).toBe(200);
    expect((await osmand(`id=${String(generated.ROOT.IDENTIFICADOR)}&lat=-23.5&lon=-46.6`)).statusCode).toBe(
      400,
    );
    expect((await save({ REMOVER: 'true' })).ROOT.TRACCAR_DEVICE_ID).toBeNull();
    expect(
      (await t.command('ConsultarColaborador', { ID: String(viewer) }, owner)).ROOT.DISPOSITIVO,
    ).toBeNull();
    expect((await osmand(`id=vera-${backend.name}&lat=-23.5&lon=-46.6`)).statusCode).toBe(400);
    // Another company's employee, and an operator (no EMPLOYEE EDIT), are refused.
    const olga = await userId('dono@outra.campo');
    expect((await save({ ID_COLABORADOR: String(olga) })).ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    expect((await save({}, operatorToken)).ROOT.ERROR_CODE).toBe('NO_PERMISSION_EDIT');
  });

  it('refuses the map commands when the plan’s gpsLocation is 0', async () => {
    await t.db
      .insertInto('company_permission_overrides')
      .values({ company_id: demoId, kind: 'L', code: 'gpsLocation', level: null, limit_value: 0 })
      .execute();
    try {
      for (const [name, params] of [
        ['ConsultarPosicaoDosColaboradoresNoMapa', {}],
        ['GetCompanyTraccarToken', {}],
        ['SalvarDispositivoColaborador', { ID_COLABORADOR: String(await userId('dono@demo.campo')) }],
      ] as const)
        expect((await t.command(name, params, owner)).ROOT.ERROR_CODE).toBe('PLAN_LIMIT_REACHED');
    } finally {
      await t.db.deleteFrom('company_permission_overrides').where('company_id', '=', demoId).execute();
    }
  });
});
