import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_COMPANY_ID } from '../../../runtime/access/canAccess';
import { TEMPLATE_LOGIN } from '../../demo/templateLogin';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

interface Category {
  id: number;
  name: string;
  order: number;
  parentId: number | null;
  templateCount: number;
}

describe.each(testBackends())('templates on $name', (backend) => {
  let t: TestApp;
  let modelos: string;
  let owner: string;
  let operator: string;
  const categories = async () =>
    (await t.command('ListarCategoriasTemplate', {}, modelos)).ROOT.CATEGORIAS as Category[];

  beforeAll(async () => {
    t = await startTestApp(backend);
    modelos = await t.login(TEMPLATE_LOGIN);
    owner = await t.login('dono@demo.campo');
    operator = await t.login('operador@demo.campo');
  });
  afterAll(() => t?.close());

  it('the seed makes company 13089 the template company, with categories and templates', async () => {
    const me = await t.command('ConsultarUsuarioLogado', { INTERFACE: 'FLOW' }, modelos);
    expect(me.ROOT.USUARIO_LOGADO).toMatchObject({ companyId: TEMPLATE_COMPANY_ID, isTemplateCompany: true });
    expect((await categories()).map((c) => c.name)).toEqual([
      'Inspeções',
      'Manutenção',
      'Segurança do trabalho',
    ]);
    const list = (await t.command('ListarTemplates', {}, modelos)).ROOT.TEMPLATES as Array<{
      name: string;
      category: string;
    }>;
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ name: 'Checklist de inspeção predial', category: 'Inspeções' });
  });

  it('only the template company manages templates', async () => {
    for (const name of ['ListarCategoriasTemplate', 'ListarTemplates'])
      expect((await t.command(name, {}, owner)).ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
    const save = await t.command('SalvarTemplate', { DATA: JSON.stringify({ name: 'Intruso' }) }, owner);
    expect(save.ROOT.ERROR_CODE).toBe('PERMISSION_DENIED');
  });

  it('category CRUD: parent rules, and a category in use cannot be deleted', async () => {
    const created = await t.command('SalvarCategoriaTemplate', { NAME: 'Agro', ORDER: '5' }, modelos);
    const agro = (created.ROOT.CATEGORIA as { id: number }).id;
    const child = await t.command(
      'SalvarCategoriaTemplate',
      { NAME: 'Colheita', PARENT_ID: String(agro) },
      modelos,
    );
    const childId = (child.ROOT.CATEGORIA as { id: number }).id;
    expect((await categories()).find((c) => c.id === childId)).toMatchObject({ parentId: agro });
    const self = await t.command(
      'SalvarCategoriaTemplate',
      { ID: String(agro), NAME: 'Agro', PARENT_ID: String(agro) },
      modelos,
    );
    expect(self.ROOT.ERROR_CODE).toBe('SELF_PARENT');
    const cycle = await t.command(
      'SalvarCategoriaTemplate',
      { ID: String(agro), NAME: 'Agro', PARENT_ID: String(childId) },
      modelos,
    );
    expect(cycle.ROOT.ERROR_CODE).toBe('PARENT_CYCLE');
    const inUse = await t.command('ExcluirCategoriaTemplate', { ID: String(agro) }, modelos);
    expect(inUse.ROOT.MESSAGES.ERRORS).toEqual([
      'Esta categoria possui modelos; mova-os para outra categoria antes de excluir',
    ]);
    expect((await t.command('ExcluirCategoriaTemplate', { ID: String(childId) }, modelos)).ROOT.RESULT).toBe(
      '1',
    );
    const renamed = await t.command(
      'SalvarCategoriaTemplate',
      { ID: String(agro), NAME: 'Agronegócio' },
      modelos,
    );
    expect(renamed.ROOT.RESULT).toBe('1');
    expect((await categories()).find((c) => c.id === agro)!.name).toBe('Agronegócio');
  });

  it('template CRUD keeps the model JSON and images; unknown category is refused', async () => {
    const agro = (await categories()).find((c) => c.name === 'Agronegócio')!.id;
    const data = {
      name: 'Vistoria de lavoura',
      code: 'AGR-01',
      abstract: 'Pragas e irrigação',
      categoryId: agro,
      model: { groups: [{ name: 'Campo', fields: [{ name: 'Praga', type: 'shortText' }] }] },
      images: [{ title: 'Capa', imagePath: '/img/lavoura.png' }],
    };
    const bad = await t.command(
      'SalvarTemplate',
      { DATA: JSON.stringify({ ...data, categoryId: 999999 }) },
      modelos,
    );
    expect(bad.ROOT.ERROR_CODE).toBe('LOOKUP_NOT_FOUND');
    const saved = await t.command('SalvarTemplate', { DATA: JSON.stringify(data) }, modelos);
    const id = (saved.ROOT.TEMPLATE as { id: number }).id;
    const read = await t.command('ConsultarTemplate', { ID: String(id) }, modelos);
    expect(read.ROOT.TEMPLATE).toMatchObject({
      name: 'Vistoria de lavoura',
      category: 'Agronegócio',
      model: data.model,
      images: [
        { id: 1, title: 'Capa', imagePath: '/img/lavoura.png', order: 0, templateId: id, description: '' },
      ],
    });
    const inUse = await t.command('ExcluirCategoriaTemplate', { ID: String(agro) }, modelos);
    expect(inUse.ROOT.ERROR_CODE).toBe('TEMPLATE_CATEGORY_IN_USE');
    const images = await t.command(
      'ConsultarImagensInformativasTemplate',
      { ID_TEMPLATE: String(id) },
      owner,
    );
    expect(images.ROOT.IMAGENS).toEqual([expect.objectContaining({ title: 'Capa', templateId: id })]);
    await t.command(
      'SalvarTemplate',
      { ID: String(id), DATA: JSON.stringify({ ...data, name: 'Vistoria agrícola' }) },
      modelos,
    );
    expect((await t.command('ConsultarTemplate', { ID: String(id) }, modelos)).ROOT.TEMPLATE).toMatchObject({
      name: 'Vistoria agrícola',
    });
    expect((await t.command('ExcluirTemplate', { ID: String(id) }, modelos)).ROOT.RESULT).toBe('1');
    expect((await t.command('ConsultarTemplate', { ID: String(id) }, modelos)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('a company user sees a catalogue template and "Usar modelo" copies it into their company', async () => {
    const first = (
      (await t.command('ListarTemplates', {}, modelos)).ROOT.TEMPLATES as Array<{ id: number }>
    )[0]!;
    const shown = await t.command('ConsultarModeloTemplate', { ID: String(first.id) }, owner);
    expect(shown.ROOT.TEMPLATE).toMatchObject({
      name: 'Checklist de inspeção predial',
      fieldCount: 4,
      category: 'Inspeções',
    });
    expect(shown.ROOT.TEMPLATE).not.toHaveProperty('model');
    const used = await t.command('UsarModeloTemplate', { ID: String(first.id) }, owner);
    expect(used.ROOT.MESSAGES.INFORMATIONS).toEqual([
      'Modelo "Checklist de inspeção predial" copiado para a sua empresa',
    ]);
    const demo = await t.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo')
      .executeTakeFirstOrThrow();
    const copies = await t.db.selectFrom('company_form_templates').selectAll().execute();
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      company_id: demo.id,
      template_id: first.id,
      name: 'Checklist de inspeção predial',
    });
    expect((copies[0]!.model as { groups: unknown[] }).groups).toHaveLength(1);
    expect((await t.command('UsarModeloTemplate', { ID: String(first.id) }, operator)).ROOT.ERROR_CODE).toBe(
      'NO_PERMISSION_EDIT',
    );
    expect((await t.command('ConsultarModeloTemplate', { ID: '999999' }, owner)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
  });
});
