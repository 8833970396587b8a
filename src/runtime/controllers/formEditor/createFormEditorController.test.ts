import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../forms/FormModel';
import { createTranslator } from '../../i18n/createTranslator';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createFormEditorController, type FormEditorOptions } from './createFormEditorController';

const MODEL: FormModel = {
  name: 'Orçamento',
  groups: [
    {
      id: 'g1',
      name: 'Itens',
      fields: [
        { id: 'price', name: 'Preço', type: 'number' },
        { id: 'qty', name: 'Quantidade', type: 'number' },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'price * qty' },
        },
      ],
    },
  ],
};

const ROW = {
  id: 5,
  version: 2,
  currentVersion: 2,
  state: 'active',
  folderId: null,
  v1: false,
  permissions: { roles: [1], squads: [], employees: [] },
  model: MODEL,
};

const i18n = createTranslator(loadTestMetadata().messages);
const t = i18n.t.bind(i18n);

/** The server's FORM_LOCKED refusal, naming who holds the form (MINE: the caller, from elsewhere). */
function lockedBy(editor: string, mine = false) {
  return {
    ROOT: { ...errorEnvelope('FORM_LOCKED', t('errors.FORM_LOCKED')).ROOT, EDITOR: editor, MINE: mine },
  };
}

function setup(handlers: Record<string, CommandStub>, options: Partial<FormEditorOptions> = {}) {
  const toasts: string[] = [];
  const command = stubAdapter(
    {
      ConsultarModeloDocumento: () => ({ MODELO: ROW }),
      AbrirEdicaoModelo: () => ({ ATIVA: true, VERSAO: 2 }),
      ConsultarEdicaoModelo: () => ({ ATIVA: true }),
      FecharEdicaoModelo: () => ({}),
      SalvarModelo: () => ({ ID: 5, VERSAO: 3 }),
      ...handlers,
    },
    { notify: (_s, message) => void toasts.push(message), t, onLoginRequest: () => undefined },
  );
  const editor = createFormEditorController({
    command,
    t,
    formId: 5,
    folderId: null,
    edition: 'ed-1',
    blank: () => ({ name: 'Sem título', groups: [{ id: 'g1', name: 'Grupo 1', fields: [] }] }),
    notify: (_s, message) => void toasts.push(message),
    ...options,
  });
  return { editor, command, toasts };
}

describe('createFormEditorController', () => {
  it('loads the stored model with its version and permissions', async () => {
    const { editor } = setup({});
    expect(editor.getState()).toMatchObject({ status: 'loading', lock: { status: 'opening' } });
    await editor.getState().load();
    expect(editor.getState()).toMatchObject({
      status: 'ready',
      model: MODEL,
      version: 2,
      permissions: { roles: [1] },
      dirty: false,
    });
  });

  it('lists the folders a form may go to', async () => {
    const folder = {
      id: 4,
      name: 'Segurança',
      parentId: null,
      permissions: ROW.permissions,
      hideFormsWhenFilling: false,
    };
    const { editor } = setup({ ListarModelos: () => ({ MODELOS: [], PASTAS: [folder] }) });
    expect(editor.getState().folders).toEqual([]);
    await editor.getState().loadFolders();
    expect(editor.getState().folders).toEqual([folder]);
  });

  it('a new form starts blank in its folder, and a copy keeps the folder asked for', async () => {
    const blank = setup({}, { formId: undefined });
    await blank.editor.getState().load();
    expect(blank.editor.getState().model?.name).toBe('Sem título');
    expect(blank.editor.getState().lock.status).toBe('idle');
    expect(blank.command.calls).toEqual([]);

    const copy = setup(
      { ConsultarModeloCopia: () => ({ MODELO: { model: MODEL } }) },
      { formId: undefined, copyId: 7, folderId: 4 },
    );
    await copy.editor.getState().load();
    expect(copy.editor.getState().model).toEqual({ ...MODEL, folderId: 4 });
    expect(copy.command.calls[0]).toEqual({ name: 'ConsultarModeloCopia', params: { ID: 7 } });
  });

  it('a refused load shows the load error state; a form not there is notFound', async () => {
    const { editor } = setup({ ConsultarModeloDocumento: () => errorEnvelope('INTERNAL_ERROR', 'x') });
    await editor.getState().load();
    expect(editor.getState().status).toBe('failed');
    const missing = setup({ ConsultarModeloDocumento: () => errorEnvelope('ENTITY_NOT_FOUND', 'x') });
    await missing.editor.getState().load();
    expect(missing.editor.getState().status).toBe('notFound');
  });

  it('saves the edited model with VERSAO and EDICAO and moves to the new version', async () => {
    const { editor, command } = setup({});
    await editor.getState().load();
    editor.getState().change({ ...MODEL, name: 'Orçamento 2' });
    expect(editor.getState().dirty).toBe(true);
    expect(await editor.getState().save()).toBe(5);
    const sent = command.calls.find((c) => c.name === 'SalvarModelo')!.params;
    expect(sent).toMatchObject({ ID: 5, VERSAO: 2, EDICAO: 'ed-1' });
    expect((sent.MODELO as FormModel).name).toBe('Orçamento 2');
    expect(editor.getState()).toMatchObject({ version: 3, dirty: false, saving: false });
  });

  it('an invalid formula blocks saving with the catalogue message and marks the field', async () => {
    const { editor, command, toasts } = setup({});
    await editor.getState().load();
    const broken = structuredClone(MODEL);
    broken.groups[0]!.fields[2]!.formula = { mode: 'numeric', expression: 'price * frete' };
    editor.getState().change(broken);
    expect(await editor.getState().save()).toBeUndefined();
    expect(editor.getState().problems.messages).toContain('Campo Total configurado com fórmula inválida!');
    expect(editor.getState().problems.ids.has('total')).toBe(true);
    expect(toasts[0]).toBe('Campo Total configurado com fórmula inválida!');
    expect(command.calls.some((c) => c.name === 'SalvarModelo')).toBe(false);
    // Once refused, the messages follow the edits.
    editor.getState().change(MODEL);
    expect(editor.getState().problems.messages).toEqual([]);
  });

  it('a name over 100 characters is refused with the spec message', async () => {
    const { editor } = setup({});
    await editor.getState().load();
    editor.getState().change({ ...MODEL, name: 'x'.repeat(101) });
    await editor.getState().save();
    expect(editor.getState().problems.messages).toEqual([
      'O número caracteres ultrapassa o valor de máximo de 100',
    ]);
  });

  it('a stale version is refused with the conflict message and keeps the edit', async () => {
    const { editor, toasts } = setup({
      SalvarModelo: () => errorEnvelope('STALE_VERSION', t('errors.STALE_VERSION')),
    });
    await editor.getState().load();
    editor.getState().change({ ...MODEL, name: 'Mudou' });
    expect(await editor.getState().save()).toBeUndefined();
    expect(toasts).toEqual(['Este registro foi alterado por outra pessoa, recarregue e tente novamente']);
    expect(editor.getState()).toMatchObject({ version: 2, dirty: true, saving: false });
    expect(editor.getState().model?.name).toBe('Mudou');
  });

  it("the edit lock held by the user's own older edition is locked as theirs", async () => {
    const { editor } = setup({ AbrirEdicaoModelo: () => lockedBy('Maria', true) });
    await editor.getState().load();
    expect(await editor.getState().openLock(false)).toBe(false);
    expect(editor.getState().lock).toEqual({ status: 'locked', editor: 'Maria', mine: true });
  });

  it('the edit lock: held elsewhere, forced, lost on save, paused by the poll, closed', async () => {
    let held = true;
    const { editor, command } = setup({
      AbrirEdicaoModelo: (p) => (held && !p.FORCAR ? lockedBy('Ana') : { ATIVA: true }),
      ConsultarEdicaoModelo: () => ({ ATIVA: false, EDITOR: 'Bia' }),
      SalvarModelo: () => lockedBy('Caio'),
    });
    await editor.getState().load();
    expect(await editor.getState().openLock(false)).toBe(false);
    expect(editor.getState().lock).toEqual({ status: 'locked', editor: 'Ana' });
    expect(await editor.getState().openLock(true)).toBe(true);
    expect(editor.getState().lock).toEqual({ status: 'active' });
    held = false;

    await editor.getState().save();
    expect(editor.getState().lock).toEqual({ status: 'paused', editor: 'Caio' });

    await editor.getState().openLock(false);
    await editor.getState().checkLock();
    expect(editor.getState().lock).toEqual({ status: 'paused', editor: 'Bia' });

    await editor.getState().closeLock();
    expect(command.calls.at(-1)).toEqual({ name: 'FecharEdicaoModelo', params: { ID: 5, EDICAO: 'ed-1' } });
  });
});
