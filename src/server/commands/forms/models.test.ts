import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { DEMO_FORMS } from '../../demo/demoForms';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { formTestKit } from '../../testing/formTestKit';

describe.each(testBackends())('form models on $name', (backend) => {
  let t: TestApp;
  let owner: string;
  let admin: string;
  let operator: string;
  let outra: string;
  const { call, ok, error, field, model, create, list } = formTestKit(() => t);

  beforeAll(async () => {
    // No cache: the webhook test changes the company's webhook URL.
    t = await startTestApp(backend, { config: { cacheTtlMs: 0 } });
    owner = await t.login('dono@demo.campo');
    admin = await t.login('admin@demo.campo');
    operator = await t.login('operador@demo.campo');
    outra = await t.login('dono@outra.campo');
  });
  afterAll(() => t?.close());

  const read = async (id: number, token = owner, version?: number) =>
    ok(await call('ConsultarModeloDocumento', { ID: id, ...(version ? { VERSAO: version } : {}) }, token))
      .MODELO as {
      version: number;
      currentVersion: number;
      state: string;
      model: FormModel;
    };

  it('writes a new version on each save, keeps old versions readable and refuses a stale one', async () => {
    const id = await create(owner, model('Orçamento v'), 'ed-v');
    const first = await read(id);
    expect(first).toMatchObject({ version: 1, state: 'active', model: { name: 'Orçamento v', version: 1 } });

    const second = ok(
      await call('SalvarModelo', { ID: id, EDICAO: 'ed-v', VERSAO: 1, MODELO: model('Orçamento v2') }, owner),
    );
    expect(second).toMatchObject({ ID: id, VERSAO: 2 });
    expect((await read(id)).model.name).toBe('Orçamento v2');
    expect((await read(id, owner, 1)).model.name).toBe('Orçamento v');
    expect(
      await t.db.selectFrom('form_versions').select('version').where('form_id', '=', id).execute(),
    ).toHaveLength(2);

    const stale = await call(
      'SalvarModelo',
      { ID: id, EDICAO: 'ed-v', VERSAO: 1, MODELO: model('Velho') },
      owner,
    );
    expect(error(stale)).toEqual({
      code: 'STALE_VERSION',
      message: 'Este registro foi alterado por outra pessoa, recarregue e tente novamente',
    });
    const listed = (await list(owner)).forms.find((f) => f.id === id);
    expect(listed).toMatchObject({ name: 'Orçamento v2', version: 2, updatedBy: 'Dona Demo' });

    const attributes = ok(await call('ConsultarAtributosIdEsquemaAtributos', { ID: id }, operator)).ATRIBUTOS;
    expect(attributes).toEqual([
      { id: 'price', name: 'Preço', type: 'currency', groupId: 'g1', groupName: 'Valores' },
      { id: 'qty', name: 'Quantidade', type: 'number', groupId: 'g1', groupName: 'Valores' },
      { id: 'total', name: 'Total', type: 'numericFormula', groupId: 'g1', groupName: 'Valores' },
    ]);
  });

  it('keeps one edition at a time: refused, forced (the other paused and refused), freed after 2 minutes', async () => {
    const id = await create(owner, model('Travado'));
    ok(await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'dono-1' }, owner));
    const refused = await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'admin-1' }, admin);
    expect(error(refused)).toEqual({
      code: 'FORM_LOCKED',
      message: 'Este modelo ainda está sendo editado por outro usuário',
    });
    expect(refused.ROOT.EDITOR).toBe('Dona Demo');
    expect(refused.ROOT.MINE).toBe(false);
    // The same user from another tab or an older session: told it is theirs, to take it back.
    const own = await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'dono-old-tab' }, owner);
    expect(error(own).code).toBe('FORM_LOCKED');
    expect(own.ROOT).toMatchObject({ EDITOR: 'Dona Demo', MINE: true });
    const blocked = await call(
      'SalvarModelo',
      { ID: id, EDICAO: 'admin-1', MODELO: model('Travado 2') },
      admin,
    );
    expect(error(blocked).code).toBe('FORM_LOCKED');

    ok(await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'admin-1', FORCAR: true }, admin));
    expect(ok(await call('ConsultarEdicaoModelo', { ID: id, EDICAO: 'dono-1' }, owner))).toMatchObject({
      ATIVA: false,
      EDITOR: 'Ana Administradora',
    });
    expect(ok(await call('ConsultarEdicaoModelo', { ID: id, EDICAO: 'admin-1' }, admin)).ATIVA).toBe(true);
    const paused = await call('SalvarModelo', { ID: id, EDICAO: 'dono-1', MODELO: model('Pausado') }, owner);
    expect(error(paused).message).toBe('Este modelo ainda está sendo editado por outro usuário');
    expect(
      ok(await call('SalvarModelo', { ID: id, EDICAO: 'admin-1', MODELO: model('Forçado') }, admin)).VERSAO,
    ).toBe(2);

    // Without heartbeat for two minutes the lock is free for anybody.
    await t.db
      .updateTable('form_edit_locks')
      .set({ heartbeat_at: new Date(Date.now() - 3 * 60_000) })
      .where('form_id', '=', id)
      .execute();
    ok(await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'dono-2' }, owner));
    ok(await call('FecharEdicaoModelo', { ID: id, EDICAO: 'dono-2' }, owner));
    expect(
      await t.db.selectFrom('form_edit_locks').select('form_id').where('form_id', '=', id).execute(),
    ).toEqual([]);
  });

  it('refuses deleting what the model still uses, naming the place', async () => {
    const budget = field('items', 'Itens', 'table', {
      settings: {
        columns: [
          { id: 'qty', name: 'Qtd', type: 'number' },
          { id: 'start', name: 'Início', type: 'dateHour' },
          { id: 'end', name: 'Fim', type: 'dateHour' },
        ],
        results: [{ id: 'itemsCount', name: 'Quantidade de itens', op: 'sum', column: 'qty' }],
        lineValidation: { referenceColumn: 'start', destinationColumn: 'end' },
      },
    });
    const withCount = field('count', 'Contagem', 'numericFormula', {
      formula: { mode: 'numeric', expression: 'itemsCount * 2' },
    });
    const full = model('Em uso', [budget, withCount]);
    const id = await create(owner, full, 'uso');
    const save = (m: FormModel) => call('SalvarModelo', { ID: id, EDICAO: 'uso', MODELO: m }, owner);

    const noPrice = structuredClone(full);
    noPrice.groups[0]!.fields.splice(0, 1);
    expect(error(await save(noPrice))).toEqual({
      code: 'FORM_ITEM_IN_USE',
      message: 'Não é possível excluir Preço: usado na fórmula de Total',
    });
    const noResult = structuredClone(full);
    (noResult.groups[0]!.fields[3]!.settings as { results: unknown[] }).results = [];
    expect(error(await save(noResult))).toEqual({
      code: 'FORM_RESULT_REFERENCED',
      message: 'Resultado está sendo referenciado em uma fórmula, não é possível deletá-lo',
    });
    const noEnd = structuredClone(full);
    const settings = noEnd.groups[0]!.fields[3]!.settings as { columns: Array<{ id: string; type: string }> };
    settings.columns.pop();
    expect(error(await save(noEnd)).message).toBe(
      'Não é possível excluir Itens / Fim: usado na validação por linha da tabela Itens',
    );
    const retyped = structuredClone(full);
    (retyped.groups[0]!.fields[3]!.settings as typeof settings).columns[0]!.type = 'textShort';
    expect(error(await save(retyped)).message).toBe(
      'Não é possível alterar o tipo da coluna Itens / Qtd: usada na fórmula de Quantidade de itens',
    );
    // Removing the user along with the used item is fine.
    const both = structuredClone(full);
    both.groups[0]!.fields = both.groups[0]!.fields.filter((f) => !['price', 'total'].includes(f.id));
    expect(ok(await save(both)).VERSAO).toBe(2);
  });

  it('refuses disabling the score of a field read with score()', async () => {
    const scored = model('Pontos', [
      field('ok', 'Situação', 'choiceSingle', {
        options: [
          { id: 'y', name: 'Sim', score: 5 },
          { id: 'n', name: 'Não', score: 0 },
        ],
      }),
      field('points', 'Pontos', 'numericFormula', { formula: { mode: 'numeric', expression: 'score(ok)' } }),
    ]);
    const id = await create(owner, scored, 'pts');
    const unscored = structuredClone(scored);
    unscored.groups[0]!.fields[3]!.options = [
      { id: 'y', name: 'Sim' },
      { id: 'n', name: 'Não' },
    ];
    expect(error(await call('SalvarModelo', { ID: id, EDICAO: 'pts', MODELO: unscored }, owner))).toEqual({
      code: 'FORM_SCORE_IN_USE',
      message: 'Não é possível desativar a pontuação de Situação: usada na fórmula de Pontos',
    });
  });

  it('refuses a long name, an invalid formula and invalid field settings with their messages', async () => {
    const long = await call('SalvarModelo', { MODELO: model('x'.repeat(101)) }, owner);
    expect(error(long)).toEqual({
      code: 'FORM_NAME_TOO_LONG',
      message: 'O número caracteres ultrapassa o valor de máximo de 100',
    });
    const bad = model('Fórmula ruim');
    bad.groups[0]!.fields[2]!.formula = { mode: 'numeric', expression: 'price * nothing' };
    expect(error(await call('SalvarModelo', { MODELO: bad }, owner))).toEqual({
      code: 'FORM_INVALID_FORMULA',
      message: 'Campo Total configurado com fórmula inválida!',
    });
    const settings = model('Configuração', [
      field('note', 'Observação', 'textShort', { settings: { maxLength: 500 } }),
    ]);
    const refused = error(await call('SalvarModelo', { MODELO: settings }, owner));
    expect(refused.code).toBe('FORM_INVALID_SETTINGS');
    expect(refused.message).toMatch(/^Campo Observação com configuração inválida: maxLength/);
    const column = model('Coluna', [
      field('tab', 'Tabela', 'table', {
        settings: { columns: [{ id: 'n', name: 'Número', type: 'number', settings: { decimals: 99 } }] },
      }),
    ]);
    expect(error(await call('SalvarModelo', { MODELO: column }, owner)).message).toMatch(
      /^Campo Tabela \/ Número com configuração inválida/,
    );
    const schema = error(
      await call('SalvarModelo', { MODELO: { ...model(), groups: [{ id: 'g', name: 'G' }] } }, owner),
    );
    expect(schema.code).toBe('INVALID_PARAMETERS');
    expect(schema.message).toContain('CMD.MODELO.groups.0.fields');
  });

  it('lets operators read and fill but not save; every change needs MODEL EDIT', async () => {
    const id = await create(owner, model('Somente leitura'));
    expect((await read(id, operator)).model.name).toBe('Somente leitura');
    expect(error(await call('SalvarModelo', { MODELO: model('Operador') }, operator)).code).toBe(
      'NO_PERMISSION_EDIT',
    );
    expect(error(await call('ArquivarModelo', { ID: id }, operator)).code).toBe('NO_PERMISSION_EDIT');
    expect(error(await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'op' }, operator)).code).toBe(
      'NO_PERMISSION_EDIT',
    );
  });

  it('archives, refuses unarchiving V1 models, deletes, restores and clones', async () => {
    const id = await create(owner, model('Ciclo de vida'));
    ok(await call('ArquivarModelo', { ID: id }, owner));
    expect((await list(owner)).forms.some((f) => f.id === id)).toBe(false);
    expect((await list(owner, { ESTADO: 'archived' })).forms.find((f) => f.id === id)?.state).toBe(
      'archived',
    );
    ok(await call('DesarquivarModelo', { ID: id }, owner));
    expect((await read(id)).state).toBe('active');

    await t.db.updateTable('forms').set({ v1: true, state: 'archived' }).where('id', '=', id).execute();
    expect(error(await call('DesarquivarModelo', { ID: id }, owner))).toEqual({
      code: 'FORM_V1_UNARCHIVE',
      message: 'Não é possivel desarquivar modelos V1',
    });
    ok(await call('ExcluirModelo', { ID: id }, owner));
    expect((await list(owner, { ESTADO: 'deleted' })).forms.some((f) => f.id === id)).toBe(true);
    expect(error(await call('SalvarModelo', { ID: id, EDICAO: 'x', MODELO: model() }, owner)).code).toBe(
      'FORM_DELETED',
    );
    ok(await call('RestaurarModelo', { ID: id }, owner));
    expect((await list(owner)).forms.some((f) => f.id === id)).toBe(true);

    ok(await call('SalvarPermissoesModelo', { ID: id, PERMISSOES: { roles: [159] } }, owner));
    const cloneId = Number(ok(await call('ClonarModelo', { ID: id }, owner)).ID);
    const clone = await read(cloneId);
    expect(clone).toMatchObject({ version: 1, state: 'active', model: { name: 'Cópia de Ciclo de vida' } });
    expect((await list(owner)).forms.find((f) => f.id === cloneId)?.permissions).toEqual({
      roles: [159],
      squads: [],
      employees: [],
    });
  });

  it('records the CREATE_FORM webhook event when a form is created (a company with a webhook)', async () => {
    // A loopback URL: the worker refuses private addresses, so nothing leaves the machine.
    const setUrl = (url: string) =>
      t.db.updateTable('companies').set({ webhook_url: url }).where('name', '=', 'Demo').execute();
    await setUrl('http://127.0.0.1:9/campo');
    const id = await create(owner, model('Com webhook')).finally(() => setUrl(''));
    const deliveries = await t.db
      .selectFrom('webhook_deliveries')
      .select(['payload', 'status'])
      .where('event_type', '=', 'CREATE_FORM')
      .execute();
    const payloads = deliveries.map((d) =>
      typeof d.payload === 'string' ? JSON.parse(d.payload) : d.payload,
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({ payload: { formId: id, name: 'Com webhook' } }),
    );
  });

  it('keeps every company to its own forms', async () => {
    const id = await create(owner, model('Só da Demo'));
    expect(error(await call('ConsultarModeloDocumento', { ID: id }, outra)).code).toBe('ENTITY_NOT_FOUND');
    expect(error(await call('ConsultarAtributosIdEsquemaAtributos', { ID: id }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect(
      error(await call('SalvarModelo', { ID: id, EDICAO: 'o', MODELO: model('Invasão') }, outra)).code,
    ).toBe('ENTITY_NOT_FOUND');
    for (const command of ['ArquivarModelo', 'ExcluirModelo', 'ClonarModelo'])
      expect(error(await call(command, { ID: id }, outra)).code).toBe('ENTITY_NOT_FOUND');
    expect(error(await call('AbrirEdicaoModelo', { ID: id, EDICAO: 'o', FORCAR: true }, outra)).code).toBe(
      'ENTITY_NOT_FOUND',
    );
    const theirs = await list(outra);
    expect(theirs.forms.some((f) => f.id === id)).toBe(false);
    expect(theirs.folders).toEqual([]);
    expect((await read(id)).model.name).toBe('Só da Demo');
  });

  it('gives Demo its sample forms in folders, each passing the save checks', async () => {
    const { forms, folders } = await list(operator);
    const byName = new Map(folders.map((f) => [f.name, f]));
    expect([...byName.keys()].sort()).toEqual(['Manutenção', 'Preventiva', 'Segurança']);
    expect(byName.get('Preventiva')!.parentId).toBe(byName.get('Manutenção')!.id);
    for (const { folder, model: demo } of DEMO_FORMS) {
      const form = forms.find((f) => f.name === demo.name)!;
      expect(form.folderId).toBe(folder.length ? byName.get(folder[folder.length - 1]!)!.id : null);
      const saved = await call(
        'SalvarModelo',
        { ID: form.id, EDICAO: `demo-${form.id}`, MODELO: demo },
        owner,
      );
      expect(ok(saved).VERSAO).toBe(2);
    }
  });

  it('reads a template copied into the company for /form/new?copy=', async () => {
    const [demo] = await t.db.selectFrom('companies').select('id').where('name', '=', 'Demo').execute();
    const copy = await t.db
      .insertInto('company_form_templates')
      .values({
        company_id: demo!.id,
        template_id: 1,
        name: 'Checklist de veículo',
        model: JSON.stringify({ groups: [{ id: 'g', name: 'Veículo', fields: [] }] }),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(ok(await call('ConsultarModeloCopia', { ID: copy.id }, owner)).MODELO).toEqual({
      id: copy.id,
      templateId: 1,
      name: 'Checklist de veículo',
      model: { name: 'Checklist de veículo', groups: [{ id: 'g', name: 'Veículo', fields: [] }] },
    });
    expect(error(await call('ConsultarModeloCopia', { ID: copy.id }, outra)).code).toBe('ENTITY_NOT_FOUND');
  });
});
