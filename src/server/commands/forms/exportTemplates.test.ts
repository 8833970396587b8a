import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { ExportTemplate, PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { formTestKit } from '../../testing/formTestKit';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';

const layout = (edit: (l: PdfLayout) => void = () => undefined): PdfLayout => {
  const l: PdfLayout = {
    version: 1,
    page: {
      size: 'A4',
      orientation: 'portrait',
      marginsMm: { top: 15, right: 15, bottom: 15, left: 15 },
      gridMm: 5,
    },
    header: { heightMm: 20, blocks: [{ id: 'logo', type: 'logo', span: 3, settings: { heightMm: 15 } }] },
    footer: { heightMm: 10, blocks: [] },
    body: [
      {
        id: 'g',
        type: 'group',
        span: 12,
        settings: { groupId: 'g1', columns: 1, title: true, pageBreakBefore: false },
      },
      { id: 'f', type: 'field', span: 6, settings: { fieldId: 'obs', label: 'left' } },
    ],
    background: { mode: 'none', fileId: null, pages: [] },
    attachmentsPage: { enabled: false, perPage: 4 },
    styleRules: [{ id: 'r', fieldId: 'qty', operator: 'greater', value: 10, backgroundColor: '#ffebee' }],
  };
  edit(l);
  return l;
};

describe.each(testBackends())('export templates saved with the model on $name', (backend) => {
  let t: TestApp;
  let owner = '';
  const kit = formTestKit(() => t);
  const withTemplates = (templates: ExportTemplate[], defaultTemplateId = 'default'): FormModel => ({
    ...kit.model('Laudo de vistoria', [kit.field('obs', 'Observações', 'textMultiline')]),
    exports: { defaultTemplateId, templates },
  });
  const pdf = (l: PdfLayout = layout(), id = 't1'): ExportTemplate => ({
    id,
    name: 'Laudo',
    kind: 'pdf',
    layout: l,
  });

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await t.login('dono@demo.campo');
  });
  afterAll(() => t?.close());

  it('stores the templates and the default with the version, and refuses a bad layout naming the template', async () => {
    const id = await kit.create(
      owner,
      withTemplates([pdf(), { id: 'x1', name: 'Planilha', kind: 'excel' }], 't1'),
      'e1',
    );
    const stored = kit.ok(await kit.call('ConsultarModeloDocumento', { ID: id }, owner)).MODELO as {
      model: FormModel;
    };
    expect(stored.model.exports).toMatchObject({
      defaultTemplateId: 't1',
      templates: [{ id: 't1' }, { id: 'x1' }],
    });

    const refused = await kit.call(
      'SalvarModelo',
      {
        MODELO: withTemplates([
          pdf(
            layout((l) =>
              l.body.push({ id: 'n', type: 'pageNumber', span: 4, settings: { format: '{page}' } }),
            ),
          ),
        ]),
      },
      owner,
    );
    expect(kit.error(refused)).toEqual({
      code: 'EXPORT_TEMPLATE_INVALID',
      message:
        'Verifique o modelo de exportação Laudo: um bloco está numa área da página onde não pode ficar',
    });
    expect(refused.ROOT).toMatchObject({
      MODELO_EXPORTACAO: 't1',
      PROBLEMA: { code: 'BLOCK_ZONE', blockId: 'n' },
    });

    const inUse = await kit.call(
      'SalvarModelo',
      {
        MODELO: withTemplates([
          pdf(layout((l) => (l.background = { mode: 'custom', fileId: 'x', pages: [1, 1] }))),
        ]),
      },
      owner,
    );
    expect(kit.error(inUse)).toEqual({
      code: 'PDF_BACKGROUND_PAGE_IN_USE',
      message: 'A página 1 já está em uso no fundo',
    });
    const unknownDefault = await kit.call('SalvarModelo', { MODELO: withTemplates([pdf()], 'nope') }, owner);
    expect(kit.error(unknownDefault).code).toBe('DEFAULT_TEMPLATE_CHANGE_FAILED');
    const badRule = await kit.call(
      'SalvarModelo',
      { MODELO: withTemplates([pdf(layout((l) => (l.styleRules[0]!.operator = 'startsWith')))]) },
      owner,
    );
    expect(kit.error(badRule).code).toBe('EXPORT_TEMPLATE_INVALID');
    const schema = await kit.call(
      'SalvarModelo',
      { MODELO: withTemplates([{ id: 'default', name: 'X', kind: 'word' }]) },
      owner,
    );
    expect(kit.error(schema).code).toBe('INVALID_PARAMETERS');

    // Deleting a field the layout shows is refused, naming the template.
    const without = withTemplates([pdf(), { id: 'x1', name: 'Planilha', kind: 'excel' }], 't1');
    without.groups[0]!.fields = without.groups[0]!.fields.filter((f) => f.id !== 'obs');
    const deleted = await kit.call(
      'SalvarModelo',
      { ID: id, VERSAO: 1, EDICAO: 'e1', MODELO: without },
      owner,
    );
    expect(kit.error(deleted).message).toBe(
      'Não é possível excluir Observações: usado no modelo de exportação Laudo',
    );
  });

  it("checks the layout's pictures are the company's model images, and old models cannot be customised", async () => {
    const image = crypto.randomUUID();
    const me = await t.db
      .selectFrom('users')
      .select(['id', 'company_id'])
      .where('login', '=', 'dono@demo.campo')
      .executeTakeFirstOrThrow();
    const company = me.company_id;
    const withImage = (fileId: string) =>
      withTemplates([
        pdf(
          layout((l) => l.body.push({ id: 'i', type: 'image', span: 4, settings: { fileId, widthMm: 40 } })),
        ),
      ]);
    const missing = await kit.call('SalvarModelo', { MODELO: withImage(image) }, owner);
    expect(kit.error(missing).message).toBe(
      'Verifique o modelo de exportação Laudo: uma imagem do layout não foi encontrada: envie-a novamente e salve o modelo',
    );
    await t.db
      .insertInto('form_images')
      .values({
        company_id: company,
        id: image,
        storage_key: `${company}/${image}`,
        file_name: 'a.png',
        content_type: 'image/png',
        size: 1,
        created_by: me.id,
      })
      .execute();
    const v1 = await kit.create(owner, kit.model('Antigo'), 'e2');
    await t.db.updateTable('forms').set({ v1: true }).where('id', '=', v1).execute();
    kit.ok(
      await kit.call(
        'SalvarModelo',
        { ID: v1, VERSAO: 1, EDICAO: 'e2', MODELO: kit.model('Antigo 2') },
        owner,
      ),
    );
    const customised = await kit.call(
      'SalvarModelo',
      { ID: v1, VERSAO: 2, EDICAO: 'e2', MODELO: withImage(image) },
      owner,
    );
    expect(kit.error(customised)).toEqual({
      code: 'OLD_MODEL_NOT_CUSTOMIZABLE',
      message: 'Modelos antigos não podem ser personalizados',
    });
    kit.ok(await kit.call('SalvarModelo', { MODELO: withImage(image) }, owner));
  });
});
