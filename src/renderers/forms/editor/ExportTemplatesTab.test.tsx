import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { buildAppMetadata } from '../../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../../runtime/metadata/bundledMetadataFiles';
import { newPdfLayout } from '../../../runtime/pdf/newPdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../../runtime/pdf/ReportSettings';
import { errorEnvelope } from '../../../runtime/protocol/envelope';
import { createTranslator } from '../../../runtime/i18n/createTranslator';
import ptBR from '../../../../metadata/i18n/pt-BR.json';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const BASE: FormModel = {
  name: 'Vistoria',
  groups: [{ id: 'g1', name: 'Dados', fields: [{ id: 'client', name: 'Cliente', type: 'textShort' }] }],
};
const { t } = createTranslator({ 'pt-BR': ptBR });
const SAVED: FormModel = {
  ...BASE,
  exports: {
    defaultTemplateId: 'default',
    templates: [
      { id: 'laudo', name: 'Laudo', kind: 'pdf', layout: newPdfLayout(DEFAULT_REPORT_SETTINGS, BASE, t) },
    ],
  },
};

/** The bundled metadata with the PDF editor's route not built (`planned`, README "Not built yet"). */
function withLayoutEditorPlanned() {
  const metadata = buildAppMetadata(bundledMetadataFiles());
  return {
    ...metadata,
    routes: metadata.routes.map((r) => (r.name === 'pdfCustomization' ? { ...r, screen: 'planned' } : r)),
  };
}

function editApp(
  options: {
    model?: FormModel;
    handlers?: Record<string, (p: Record<string, unknown>) => unknown>;
    layoutEditorPlanned?: boolean;
  } = {},
) {
  return renderApp({
    path: '/form/edit/5',
    user: fixtureUser,
    functionalities: allFunctionalities,
    ...(options.layoutEditorPlanned ? { metadata: withLayoutEditorPlanned() } : {}),
    handlers: {
      ListarModelos: () => ({ MODELOS: [], PASTAS: [] }),
      ConsultarModeloDocumento: () => ({
        MODELO: {
          id: 5,
          version: 2,
          currentVersion: 2,
          permissions: { roles: [], squads: [], employees: [] },
          model: options.model ?? BASE,
        },
      }),
      AbrirEdicaoModelo: () => ({ ATIVA: true, VERSAO: 2 }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SalvarModelo: () => ({ ID: 5, VERSAO: 3 }),
      CheckIfHasLimit: () => ({
        HAS_LIMIT: true,
        LIMIT: { allowed: true, hasLimit: true, limit: 10, limitUsed: 0, limitExceeded: false },
      }),
      ConsultarConfiguracoesRelatorio: () => ({
        CONFIGURACOES: { ...DEFAULT_REPORT_SETTINGS, orientation: 'landscape' },
      }),
      ...(options.handlers as Record<string, () => Record<string, unknown>>),
    },
  });
}

async function openTab(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Configurações de PDF' }));
  return screen.findByRole('radiogroup', { name: 'Modelos de exportação' });
}

async function create(user: ReturnType<typeof userEvent.setup>, kind: string) {
  await user.click(screen.getByRole('button', { name: 'Novo modelo de exportação' }));
  await user.click(await screen.findByRole('menuitem', { name: kind }));
}

const sentModel = (app: ReturnType<typeof editApp>) =>
  app.calls.filter((c) => c.name === 'SalvarModelo').at(-1)!.params.MODELO as FormModel;

describe('the form editor’s export templates (PDF settings)', () => {
  it('creates, renames, clones, sets the default and deletes templates, saved with the model', async () => {
    const user = userEvent.setup();
    const app = editApp();
    const list = await openTab(user);
    expect(within(list).getByRole('radio', { name: 'Documento padrão' })).toHaveProperty('checked', true);

    await create(user, 'PDF personalizado');
    await waitFor(() =>
      expect(within(list).getByRole('radio', { name: 'PDF personalizado 1' })).toBeTruthy(),
    );
    await create(user, 'Word');
    await waitFor(() => expect(within(list).getByRole('radio', { name: 'Word 1' })).toBeTruthy());

    await user.click(screen.getByRole('button', { name: 'Renomear PDF personalizado 1' }));
    const rename = await screen.findByRole('dialog', { name: 'Renomear modelo de exportação' });
    await user.clear(within(rename).getByLabelText(/Nome do modelo/));
    await user.type(within(rename).getByLabelText(/Nome do modelo/), 'Laudo técnico');
    await user.click(within(rename).getByRole('button', { name: 'Salvar' }));

    await user.click(screen.getByRole('button', { name: 'Clonar Laudo técnico' }));
    await waitFor(() =>
      expect(within(list).getByRole('radio', { name: 'Cópia de Laudo técnico' })).toBeTruthy(),
    );
    await user.click(within(list).getByRole('radio', { name: 'Cópia de Laudo técnico' }));

    await user.click(screen.getByRole('button', { name: 'Excluir Word 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir o modelo de exportação Word 1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(list).queryByRole('radio', { name: 'Word 1' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.calls.some((c) => c.name === 'SalvarModelo')).toBe(true));
    const { exports } = sentModel(app);
    expect(exports!.templates.map((x) => [x.id, x.name, x.kind])).toEqual([
      ['pdf-1', 'Laudo técnico', 'pdf'],
      ['pdf-2', 'Cópia de Laudo técnico', 'pdf'],
    ]);
    expect(exports!.defaultTemplateId).toBe('pdf-2');
    // A new PDF starts from the company's report settings.
    expect(exports!.templates[0]!.layout!.page.orientation).toBe('landscape');
    expect(exports!.templates[1]!.layout).toEqual(exports!.templates[0]!.layout);
  });

  it('opens the upsell when the plan has no room, counting the unsaved templates, and on the save’s refusal', async () => {
    const user = userEvent.setup();
    const limit = { allowed: true, hasLimit: true, limit: 2, limitUsed: 1, limitExceeded: false };
    let refuse = false;
    editApp({
      handlers: {
        CheckIfHasLimit: () => ({ HAS_LIMIT: true, LIMIT: limit }),
        SalvarModelo: () =>
          refuse
            ? {
                ROOT: {
                  ...errorEnvelope('PLAN_LIMIT_REACHED', 'Limite').ROOT,
                  LIMIT_KEY: 'customExport',
                  LIMIT: { ...limit, limitUsed: 2, limitExceeded: true },
                },
              }
            : { ID: 5, VERSAO: 3 },
      },
    });
    const list = await openTab(user);
    await create(user, 'Excel');
    await waitFor(() => expect(within(list).getByRole('radio', { name: 'Excel 1' })).toBeTruthy());
    await create(user, 'Word');
    const upsell = await screen.findByRole('dialog', { name: 'Limite do plano: Exportações personalizadas' });
    expect(within(upsell).getByText('2 de 2 usados')).toBeTruthy();
    await user.click(within(upsell).getByRole('button', { name: 'Fechar' }));
    expect(within(list).queryByRole('radio', { name: 'Word 1' })).toBeNull();

    refuse = true;
    await user.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByRole('dialog', { name: 'Limite do plano: Exportações personalizadas' }),
    ).toBeTruthy();
  });

  it('links a saved PDF template to its layout editor; an unsaved one asks to save first', async () => {
    const user = userEvent.setup();
    editApp({ model: SAVED });
    await openTab(user);
    const link = screen.getByRole('link', { name: 'Editar layout de Laudo' });
    expect(link.getAttribute('href')).toBe('/form/5/2/pdf/laudo');
    await create(user, 'PDF personalizado');
    expect(await screen.findByText('Salve o formulário para editar o layout deste modelo')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar layout de PDF personalizado 1' })).toBeNull();
  });

  it('opens the spreadsheet-to-PDF preview from an Excel template’s row, for that template', async () => {
    const user = userEvent.setup();
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined });
    const model: FormModel = {
      ...BASE,
      exports: {
        defaultTemplateId: 'default',
        templates: [{ id: 'planilha', name: 'Planilha', kind: 'excel' }],
      },
    };
    const app = editApp({
      model,
      handlers: { ExcelToPdfPreview: () => new Blob(['%PDF-1.7'], { type: 'application/pdf' }) },
    });
    await openTab(user);
    expect(screen.queryByRole('button', { name: 'Pré-visualizar Laudo em PDF' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pré-visualizar Planilha em PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pré-visualizar planilha em PDF' });
    const xlsx = new File(['PK'], 'vistorias.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), xlsx);
    await user.click(within(dialog).getByRole('button', { name: 'Gerar pré-visualização' }));
    expect(await within(dialog).findByTitle('Pré-visualização em PDF')).toBeTruthy();
    const preview = app.calls.find((c) => c.name === 'ExcelToPdfPreview')!;
    expect(preview.params.TEMPLATE_ID).toBe('planilha');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no layout link while the PDF editor is not built (its route planned)', async () => {
    const user = userEvent.setup();
    editApp({ model: SAVED, layoutEditorPlanned: true });
    await openTab(user);
    expect(screen.getByRole('button', { name: 'Renomear Laudo' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Editar layout de Laudo' })).toBeNull();
  });
});
