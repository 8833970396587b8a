import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

interface Employee {
  id: number;
  name: string;
  email: string | null;
  isSharedUser: boolean;
  userId: number;
  isActive: boolean;
  lastLogin: string | null;
  online: boolean;
  office: string | null;
  profileImage: string | null;
  groups?: Array<{ id: number; name: string }>;
}

describe.each(testBackends())('ConsultarColaboradoresFlow on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let outra: string;
  let demoId: number;
  let outraId: number;
  const employees = async (token: string, params: Record<string, string>) => {
    const answer = await t.command('ConsultarColaboradoresFlow', params, token);
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT.COLABORADORES as Employee[];
  };
  const ids = new Map<string, number>();

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
    outra = await t.login('dono@outra.campo');
    const companies = await t.db.selectFrom('companies').select(['id', 'name']).execute();
    demoId = companies.find((c) => c.name === 'Demo')!.id;
    outraId = companies.find((c) => c.name === 'Outra')!.id;
    for (const u of await t.db.selectFrom('users').select(['id', 'login']).execute()) ids.set(u.login, u.id);
    const set = (login: string, values: { last_login?: Date | null; active?: boolean }) =>
      t.db.updateTable('users').set(values).where('login', '=', login).execute();
    await set('supervisor@demo.campo', { last_login: new Date(Date.now() - 5 * 60_000) });
    await set('operador@demo.campo', { last_login: new Date(Date.now() - 20 * 60_000) });
    await set('visualizador@demo.campo', { last_login: null, active: false });
  });
  afterAll(() => t?.close());

  it('lists the company employees with the spec fields; online is a login within 15 minutes', async () => {
    const list = await employees(owner, { ID_EMPRESA_USUARIA: String(demoId) });
    const of = (login: string) => list.find((e) => e.userId === ids.get(login))!;
    expect(list.map((e) => e.userId).sort()).toEqual(
      [...ids]
        .filter(([login]) => login.endsWith('@demo.campo'))
        .map(([, id]) => id)
        .sort(),
    );
    expect(of('supervisor@demo.campo')).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      email: 'supervisor@demo.campo',
      isSharedUser: false,
      isActive: true,
      online: true,
      office: 'Supervisor',
      profileImage: null,
    });
    expect(of('supervisor@demo.campo').lastLogin).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(of('operador@demo.campo')).toMatchObject({ online: false, office: 'Operador' });
    expect(of('visualizador@demo.campo')).toMatchObject({ isActive: false, lastLogin: null, online: false });
    expect(of('rotativo@demo.campo').isSharedUser).toBe(true);
    expect(of('supervisor@demo.campo').groups).toBeUndefined();
  });

  it('filters by ATIVO and answers the groups with BUSCAR_GRUPOS', async () => {
    const active = await employees(owner, { ID_EMPRESA_USUARIA: String(demoId), ATIVO: 'true' });
    expect(active.every((e) => e.isActive)).toBe(true);
    expect(active.some((e) => e.userId === ids.get('visualizador@demo.campo'))).toBe(false);
    const inactive = await employees(owner, { ID_EMPRESA_USUARIA: String(demoId), ATIVO: 'false' });
    expect(inactive.map((e) => e.userId)).toEqual([ids.get('visualizador@demo.campo')]);
    const withGroups = await employees(owner, { ID_EMPRESA_USUARIA: String(demoId), BUSCAR_GRUPOS: 'true' });
    expect(withGroups.find((e) => e.userId === ids.get('admin@demo.campo'))!.groups).toContainEqual({
      id: 158,
      name: 'Administrador',
    });
  });

  it('fetches nothing without a company id, and only ever the caller’s company', async () => {
    const missing = await t.command('ConsultarColaboradoresFlow', {}, owner);
    expect(missing.ROOT).toMatchObject({ RESULT: '0', ERROR_CODE: 'COMPANY_ID_REQUIRED' });
    expect(missing.ROOT.MESSAGES.ERRORS).toEqual(['Informe a empresa para consultar os colaboradores']);
    const other = await t.command(
      'ConsultarColaboradoresFlow',
      { ID_EMPRESA_USUARIA: String(outraId) },
      owner,
    );
    expect(other.ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    const theirs = await employees(outra, { ID_EMPRESA_USUARIA: String(outraId) });
    expect(theirs.map((e) => e.email)).toEqual(['dono@outra.campo']);
  });
});
