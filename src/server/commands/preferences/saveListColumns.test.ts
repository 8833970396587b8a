import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

describe.each(testBackends())('SaveListColumns on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const customization = async (token: string) => {
    const root = (await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, token))
      .ROOT as Envelope['ROOT'] & {
      USUARIO_LOGADO: { userCustomization: string };
    };
    return JSON.parse(root.USUARIO_LOGADO.userCustomization) as Record<string, unknown>;
  };

  it('keeps the caller’s columns per entity in the user customization, unknown columns dropped', async () => {
    const viewer = await t.login('visualizador@demo.campo');
    const save = (entity: string, columns: unknown) =>
      t.command('SaveListColumns', { ENTITY: entity, COLUMNS: JSON.stringify(columns) }, viewer);
    const saved = await save('client', {
      order: ['phone', 'name', 'nope'],
      hidden: ['email'],
      savedAt: 1234,
    });
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect((await save('unit', { order: ['title'], hidden: [] })).ROOT.RESULT).toBe('1');
    const mine = await customization(viewer);
    expect(mine.listColumns).toMatchObject({
      client: { order: ['phone', 'name'], hidden: ['email'], savedAt: 1234 },
      unit: { order: ['title'], hidden: [] },
    });
    // Another user of the company keeps their own.
    expect((await customization(await t.login('supervisor@demo.campo'))).listColumns).toBeUndefined();
  });

  it('refuses bad columns and unknown entities with catalogue messages', async () => {
    const owner = await t.login('dono@demo.campo');
    const bad = await t.command('SaveListColumns', { ENTITY: 'client', COLUMNS: '{"order": "name"}' }, owner);
    expect(bad.ROOT.RESULT).not.toBe('1');
    expect(bad.ROOT.MESSAGES.ERRORS[0]).toMatch(/CMD.COLUMNS/);
    const unknown = await t.command(
      'SaveListColumns',
      { ENTITY: 'nave', COLUMNS: JSON.stringify({ order: [], hidden: [] }) },
      owner,
    );
    expect(unknown.ROOT.RESULT).not.toBe('1');
  });
});
