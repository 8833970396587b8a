import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../forms/FormModel';
import { createTranslator } from '../../i18n/createTranslator';
import type { PdfLayout } from '../../pdf/PdfLayout';
import { DEFAULT_REPORT_SETTINGS } from '../../pdf/ReportSettings';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createPdfEditorController } from './createPdfEditorController';
import { pdfLayoutOps } from './pdfLayoutOps';
import { newPdfLayout } from '../../pdf/newPdfLayout';

const MODEL: FormModel = {
  name: 'Inspeção',
  groups: [
    { id: 'g1', name: 'Geral', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] },
    { id: 'g2', name: 'Fotos', fields: [{ id: 'pic', name: 'Foto', type: 'photo' }] },
  ],
  exports: {
    defaultTemplateId: 'default',
    templates: [
      { id: 'word', name: 'Word', kind: 'word' },
      { id: 't1', name: 'Relatório', kind: 'pdf' },
    ],
  },
};
const ROW = {
  id: 5,
  version: 2,
  currentVersion: 2,
  state: 'active',
  folderId: null,
  v1: false,
  permissions: { roles: [], squads: [], employees: [] },
  model: MODEL,
};

/** The company's report settings: landscape, no logo in the header. */
const SETTINGS = {
  ...DEFAULT_REPORT_SETTINGS,
  orientation: 'landscape' as const,
  headerItems: ['formName' as const, 'documentId' as const],
};

const i18n = createTranslator(loadTestMetadata().messages);
const t = i18n.t.bind(i18n);

function setup(handlers: Record<string, CommandStub> = {}, modelVersion = 2, templateId = 't1') {
  const toasts: string[] = [];
  const command = stubAdapter(
    {
      ConsultarModeloDocumento: () => ({ MODELO: ROW }),
      AbrirEdicaoModelo: () => ({ ATIVA: true }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SalvarModelo: () => ({ ID: 5, VERSAO: 3 }),
      ConsultarConfiguracoesRelatorio: () => ({ CONFIGURACOES: SETTINGS }),
      ...handlers,
    },
    { notify: (_s, message) => void toasts.push(message), t, onLoginRequest: () => undefined },
  );
  const editor = createPdfEditorController({
    command,
    formId: 5,
    modelVersion,
    templateId,
    edition: 'ed-1',
    start: (model, settings) => newPdfLayout(settings, model, t),
    problemText: (problem) => t(`exportTemplates.problems.${problem.code}`, problem.params),
    notify: (_s, message) => void toasts.push(message),
  });
  return { editor, command, toasts };
}

/** The layout with a text block added at the end of the body. */
function withText(layout: PdfLayout, id: string, text = 'Olá'): PdfLayout {
  return pdfLayoutOps.insert(layout, 'body', { id, type: 'text', span: 12, settings: { text } });
}

describe('createPdfEditorController', () => {
  it('loads the current model and a template without layout starts from the report settings', async () => {
    const { editor } = setup();
    await editor.getState().load();
    const state = editor.getState();
    expect(state).toMatchObject({
      status: 'ready',
      version: 2,
      dirty: false,
      template: { name: 'Relatório' },
    });
    expect(state.settings).toEqual(SETTINGS);
    expect(state.layout!.page.orientation).toBe('landscape');
    expect(state.layout!.body.map((b) => b.id)).toEqual(['title', 'group-1', 'group-2']);
    expect(state.layout!.footer.blocks[0]!.settings.format).toBe('Página {page} de {pages}');
  });

  it('an older version of the form is refused, nothing editable and no lock asked', async () => {
    const { editor, command } = setup({}, 1);
    await editor.getState().load();
    expect(editor.getState()).toMatchObject({ status: 'oldVersion', layout: undefined });
    expect(t('errors.OLD_MODEL_NOT_CUSTOMIZABLE')).toBe('Modelos antigos não podem ser personalizados');
    expect(command.calls.some((c) => c.name === 'AbrirEdicaoModelo')).toBe(false);
  });

  it('a template that is not a PDF of the form, or a form not there, is notFound', async () => {
    const word = setup({}, 2, 'word');
    await word.editor.getState().load();
    expect(word.editor.getState().status).toBe('notFound');
    const missing = setup({ ConsultarModeloDocumento: () => errorEnvelope('ENTITY_NOT_FOUND', 'x') });
    await missing.editor.getState().load();
    expect(missing.editor.getState().status).toBe('notFound');
  });

  it('edits undo and redo; keystrokes of one input are one step; undoing to the saved layout is clean', async () => {
    const { editor } = setup();
    await editor.getState().load();
    const start = editor.getState().layout!;
    editor.getState().change(withText(start, 'x1', 'O'), { coalesce: 'x1.text' });
    editor.getState().change(withText(start, 'x1', 'Ol'), { coalesce: 'x1.text' });
    editor.getState().change(withText(start, 'x1', 'Olá'), { coalesce: 'x1.text' });
    expect(editor.getState()).toMatchObject({ dirty: true, past: [start] });
    editor.getState().undo();
    expect(editor.getState()).toMatchObject({ layout: start, dirty: false });
    editor.getState().redo();
    expect(editor.getState().layout!.body.at(-1)!.settings.text).toBe('Olá');
    editor.getState().change(pdfLayoutOps.remove(editor.getState().layout!, 'x1'));
    expect(editor.getState().future).toEqual([]);
  });

  it('delete removes the selected block and selects its neighbour; arrows walk header, body, footer', async () => {
    const { editor } = setup();
    await editor.getState().load();
    editor.getState().selectNeighbour(1);
    expect(editor.getState().selected).toBe('info');
    editor.getState().select('title');
    editor.getState().selectNeighbour(1);
    expect(editor.getState().selected).toBe('group-1');
    editor.getState().removeSelected();
    expect(editor.getState().selected).toBe('group-2');
    expect(editor.getState().layout!.body.map((b) => b.id)).toEqual(['title', 'group-2']);
    editor.getState().selectNeighbour(1);
    editor.getState().selectNeighbour(1);
    expect(editor.getState().selected).toBe('page');
    editor.getState().undo();
    expect(editor.getState().layout!.body.map((b) => b.id)).toEqual(['title', 'group-1', 'group-2']);
  });

  it('a block added from the palette goes after the selected one when its zone takes it', async () => {
    const { editor } = setup();
    await editor.getState().load();
    editor.getState().select('group-1');
    editor.getState().add(pdfLayoutOps.create('field', { fieldId: 'obs' }));
    const added = editor.getState().selected!;
    expect(editor.getState().layout!.body.map((b) => b.id)).toEqual(['title', 'group-1', added, 'group-2']);
    editor.getState().add(pdfLayoutOps.create('pageNumber'));
    expect(editor.getState().layout!.footer.blocks.at(-1)!.type).toBe('pageNumber');
    editor.getState().select('info');
    editor.getState().add(pdfLayoutOps.create('text', { text: 'Relatório' }));
    expect(editor.getState().layout!.header.blocks.map((b) => b.type)).toEqual(['documentInfo', 'text']);
  });

  it('saves the model with only this template’s layout replaced, with VERSAO and EDICAO', async () => {
    const { editor, command } = setup();
    await editor.getState().load();
    editor.getState().change(withText(editor.getState().layout!, 'x1'));
    expect(await editor.getState().save()).toBe(3);
    const sent = command.calls.find((c) => c.name === 'SalvarModelo')!.params;
    expect(sent).toMatchObject({ ID: 5, VERSAO: 2, EDICAO: 'ed-1' });
    const templates = (sent.MODELO as FormModel).exports!.templates;
    expect(templates[0]).toEqual({ id: 'word', name: 'Word', kind: 'word' });
    expect(templates[1]!.layout!.body.map((b) => b.id)).toEqual(['title', 'group-1', 'group-2', 'x1']);
    expect((sent.MODELO as FormModel).groups).toEqual(MODEL.groups);
    expect(editor.getState()).toMatchObject({ version: 3, dirty: false, saving: false });
  });

  it('a layout with a problem is refused before sending, its message shown until fixed', async () => {
    const { editor, command, toasts } = setup();
    await editor.getState().load();
    const unbound = pdfLayoutOps.create('field');
    editor.getState().add(unbound);
    expect(await editor.getState().save()).toBeUndefined();
    expect(toasts).toEqual(['escolha o campo ou o grupo de cada bloco']);
    expect(editor.getState().problems).toEqual([
      { code: 'BLOCK_NOT_BOUND', zone: 'body', blockId: unbound.id },
    ]);
    expect(command.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);
    editor.getState().change(
      pdfLayoutOps.update(editor.getState().layout!, unbound.id, (b) => ({
        ...b,
        settings: { ...b.settings, fieldId: 'obs' },
      })),
    );
    expect(editor.getState().problems).toEqual([]);
  });

  it('a stale version keeps the edit and says why; a lock lost on save pauses the editor', async () => {
    const stale = setup({ SalvarModelo: () => errorEnvelope('STALE_VERSION', t('errors.STALE_VERSION')) });
    await stale.editor.getState().load();
    stale.editor.getState().change(withText(stale.editor.getState().layout!, 'x1'));
    expect(await stale.editor.getState().save()).toBeUndefined();
    expect(stale.toasts).toEqual([
      'Este registro foi alterado por outra pessoa, recarregue e tente novamente',
    ]);
    expect(stale.editor.getState()).toMatchObject({ version: 2, dirty: true });

    const locked = {
      ROOT: { ...errorEnvelope('FORM_LOCKED', t('errors.FORM_LOCKED')).ROOT, EDITOR: 'Ana' },
    };
    const lost = setup({ SalvarModelo: () => locked, AbrirEdicaoModelo: () => locked });
    await lost.editor.getState().load();
    expect(await lost.editor.getState().openLock(false)).toBe(false);
    expect(lost.editor.getState().lock).toEqual({ status: 'locked', editor: 'Ana' });
    lost.editor.setState({ lock: { status: 'active' } });
    await lost.editor.getState().save();
    expect(lost.editor.getState().lock).toEqual({ status: 'paused', editor: 'Ana' });
  });
});
