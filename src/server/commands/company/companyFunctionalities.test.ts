import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

interface Row {
  code: string;
  ceiling: string;
  level: string;
}

describe.each(testBackends())('company functionalities on $name', (backend) => {
  let t: TestApp;
  const tok: Record<string, string> = {};

  const levels = async (token: string) =>
    (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token)).ROOT.FUNCTIONALITIES as Record<
      string,
      string
    >;
  const save = (functionalities: Record<string, string>, token = tok.owner!) =>
    t.command('SalvarFuncionalidadesEmpresa', { FUNCTIONALITIES: JSON.stringify(functionalities) }, token);

  beforeAll(async () => {
    t = await startTestApp(backend);
    tok.owner = await t.login('dono@demo.campo');
    tok.operator = await t.login('operador@demo.campo');
    tok.supervisor = await t.login('supervisor@demo.campo');
    tok.outra = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  it('the company administrator turns a functionality off for every user of the company only', async () => {
    expect((await levels(tok.operator!)).PROJECT).not.toBe('DISABLE');
    const answer = await save({ PROJECT: 'DISABLE' });
    expect(answer.ROOT.RESULT).toBe('1');
    expect((await levels(tok.operator!)).PROJECT).toBe('DISABLE');
    expect((await levels(tok.owner!)).PROJECT).toBe('DISABLE');
    expect((await levels(tok.outra!)).PROJECT).toBe('EDIT');

    const rows = (await t.command('ConsultarFuncionalidadesEmpresa', {}, tok.owner!)).ROOT
      .FUNCIONALIDADES as Row[];
    expect(rows.find((r) => r.code === 'PROJECT')).toMatchObject({ ceiling: 'EDIT', level: 'DISABLE' });
    expect(rows.map((r) => r.code)).not.toContain('COMMERCIAL');
  });

  it('turning it back to the plan ceiling removes the override', async () => {
    expect((await save({ PROJECT: 'EDIT' })).ROOT.RESULT).toBe('1');
    expect((await levels(tok.owner!)).PROJECT).toBe('EDIT');
    const overrides = await t.db
      .selectFrom('company_permission_overrides')
      .select('code')
      .where('code', '=', 'PROJECT')
      .execute();
    expect(overrides).toEqual([]);
  });

  it('refuses raising a functionality above the plan, unknown codes, and non-administrators', async () => {
    // Outra is on the trial plan; a trial's ceilings come from plans.json.
    const outraRows = (await t.command('ConsultarFuncionalidadesEmpresa', {}, tok.outra!)).ROOT
      .FUNCIONALIDADES as Row[];
    const capped = outraRows.find((r) => r.ceiling !== 'EDIT');
    if (capped) {
      const refused = await save({ [capped.code]: 'EDIT' }, tok.outra!);
      expect(refused.ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    }
    expect((await save({ COMMERCIAL: 'EDIT' })).ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    expect((await save({ PROJECT: 'DISABLE' }, tok.supervisor!)).ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    expect((await levels(tok.operator!)).PROJECT).not.toBe('DISABLE');
  });
});
