import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import type { CommandStub } from '../../protocol/CommandStub';
import { errorEnvelope } from '../../protocol/envelope';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createEntityFormController, type EntityFormOptions } from './createEntityFormController';

const metadata = loadTestMetadata();
const i18n = createTranslator(metadata.messages);
const t = (key: string) => i18n.t(key);
const client = metadata.entities.client!;

function setup(handlers: Record<string, CommandStub>, options: Partial<EntityFormOptions> = {}) {
  const toasts: string[] = [];
  const command = stubAdapter(
    {
      GetEntity: () => ({
        ITEM: { id: 5, version: 3, name: 'Ótica Âmbar', cpf: '529.982.247-25', createdAt: 'x' },
        VERSION: 3,
      }),
      SaveEntity: () => ({ ID: 5, VERSION: 4, ITEM: {} }),
      ...handlers,
    },
    { notify: (_s, message) => void toasts.push(message), t, onLoginRequest: () => undefined },
  );
  const form = createEntityFormController({ command, t, entity: client, ...options });
  return { form, command, toasts };
}

describe('createEntityFormController', () => {
  it('a new record starts empty and saves without ID or VERSION, trimmed', async () => {
    const { form, command } = setup({});
    expect(form.getState().data).toEqual({});
    await form.getState().load();
    expect(command.calls).toEqual([]);
    expect(await form.getState().save({ name: '  Ana Souza ' })).toBe(true);
    expect(command.calls[0]).toEqual({
      name: 'SaveEntity',
      params: { ENTITY: 'client', DATA: { name: 'Ana Souza' } },
    });
  });

  it('an edit loads the record without the server keys and sends the version read', async () => {
    const { form, command } = setup({}, { id: 5 });
    expect(form.getState().data).toBeUndefined();
    await form.getState().load();
    expect(form.getState().data).toEqual({ name: 'Ótica Âmbar', cpf: '529.982.247-25' });
    await form.getState().save({ name: 'Ótica Âmbar Centro' });
    expect(command.calls.at(-1)!.params).toMatchObject({ ID: 5, VERSION: 3 });
  });

  it('a clone leaves unique values out and suffixes the title', async () => {
    const { form } = setup({}, { cloneOf: 5 });
    await form.getState().load();
    expect(form.getState().data).toEqual({ name: `Ótica Âmbar ${t('entityPages.copySuffix')}` });
  });

  it('STALE_VERSION shows the catalogue message and keeps the input until reloaded', async () => {
    const { form, toasts } = setup(
      { SaveEntity: () => errorEnvelope('STALE_VERSION', t('errors.STALE_VERSION')) },
      { id: 5 },
    );
    await form.getState().load();
    form.getState().setData({ name: 'Digitado' });
    expect(await form.getState().save({ name: 'Digitado' })).toBe(false);
    expect(form.getState().stale).toBe(
      'Este registro foi alterado por outra pessoa, recarregue e tente novamente',
    );
    expect(toasts).toEqual([form.getState().stale]);
    expect(form.getState().data).toEqual({ name: 'Digitado' });
    await form.getState().load();
    expect(form.getState()).toMatchObject({ stale: undefined, data: { name: 'Ótica Âmbar' } });
  });

  it("the server's FIELD_ERRORS land per field and clear on the next save", async () => {
    let refuse = true;
    const { form } = setup({
      SaveEntity: () => {
        if (!refuse) return { ID: 9, VERSION: 1, ITEM: {} };
        refuse = false;
        const envelope = errorEnvelope('DUPLICATE_VALUE', 'CPF já cadastrado: 529.982.247-25');
        envelope.ROOT.FIELD_ERRORS = [{ field: 'cpf', message: 'CPF já cadastrado: 529.982.247-25' }];
        return envelope;
      },
    });
    expect(await form.getState().save({ name: 'Ana', cpf: '529.982.247-25' })).toBe(false);
    expect(form.getState().fieldErrors).toEqual([
      { field: 'cpf', message: 'CPF já cadastrado: 529.982.247-25' },
    ]);
    expect(await form.getState().save({ name: 'Ana' })).toBe(true);
    expect(form.getState().fieldErrors).toEqual([]);
  });
});
