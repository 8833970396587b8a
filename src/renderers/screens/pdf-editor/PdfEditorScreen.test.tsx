import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../../runtime/pdf/ReportSettings';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

// GrapesJS draws the page in a browser (tests/e2e/pdf-editor.spec.ts); here the panels and the controller.
vi.mock('../../pdf-editor/PdfCanvas', () => ({ PdfCanvas: () => <div>canvas</div> }));

const MODEL: FormModel = {
  name: 'Vistoria',
  groups: [{ id: 'g1', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
  exports: { defaultTemplateId: 'default', templates: [{ id: 't1', name: 'Relatório', kind: 'pdf' }] },
};

function editorApp(path: string) {
  return renderApp({
    path,
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ConsultarModeloDocumento: () => ({
        MODELO: {
          id: 5,
          version: 2,
          currentVersion: 2,
          state: 'active',
          permissions: { roles: [], squads: [], employees: [] },
          model: MODEL,
        },
      }),
      AbrirEdicaoModelo: () => ({ ATIVA: true }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SaveUserTourSettings: () => ({}),
      ConsultarConfiguracoesRelatorio: () => ({ CONFIGURACOES: DEFAULT_REPORT_SETTINGS }),
      SalvarModelo: () => ({ ID: 5, VERSAO: 3 }),
    },
  });
}

describe('/form/:modelUniqueId/:modelId/pdf/:templateId', () => {
  it('an older version of the form is refused with the catalogue message, nothing editable', async () => {
    const app = editorApp('/form/5/1/pdf/t1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Modelos antigos não podem ser personalizados',
    );
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Página' })).toBeNull();
    expect(app.calls.some((c) => c.name === 'AbrirEdicaoModelo')).toBe(false);
  });

  it('first visit shows the help; a block added and set up, the page turned, saved to the new version', async () => {
    const user = userEvent.setup();
    const app = editorApp('/form/5/2/pdf/t1');
    const help = await screen.findByRole('dialog', { name: 'Como montar o seu PDF' });
    await user.click(within(help).getByRole('button', { name: 'Entendi' }));
    expect(app.calls.find((c) => c.name === 'SaveUserTourSettings')?.params.TOUR_SETTINGS).toContain(
      '"pdfEditor":{"done":true}',
    );
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false),
    );

    await user.click(screen.getByRole('button', { name: 'Adicionar Texto' }));
    screen.getByRole('heading', { name: 'Texto' });
    await user.type(screen.getByLabelText('Texto'), 'Olá');
    await user.selectOptions(screen.getByLabelText('Largura'), '6');
    await user.click(screen.getByRole('tab', { name: 'Página' }));
    await user.selectOptions(screen.getByLabelText('Orientação'), 'landscape');
    // Undo takes back the last edit (the orientation), redo brings it again.
    await user.click(screen.getByRole('button', { name: 'Desfazer (Ctrl+Z)' }));
    expect((screen.getByLabelText('Orientação') as HTMLSelectElement).value).toBe('portrait');
    await user.click(screen.getByRole('button', { name: 'Refazer (Ctrl+Y)' }));

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/form/5/3/pdf/t1'));
    const sent = app.calls.find((c) => c.name === 'SalvarModelo')!.params;
    expect(sent).toMatchObject({ ID: 5, VERSAO: 2 });
    const layout = (sent.MODELO as FormModel).exports!.templates[0]!.layout as PdfLayout;
    expect(layout.page.orientation).toBe('landscape');
    expect(layout.body.map((b) => [b.type, b.span, b.settings.text ?? b.settings.groupId])).toEqual([
      ['text', 12, '{formName}'],
      ['group', 12, 'g1'],
      ['text', 6, 'Olá'],
    ]);
    screen.getByText('Versão 3');
  });
});
