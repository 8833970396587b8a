import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { stubAdapter } from '../../testing/stubAdapter';
import { createEntityFormController } from './createEntityFormController';

const metadata = loadTestMetadata();
const i18n = createTranslator(metadata.messages);
const t = (key: string) => i18n.t(key);

const TYPES: Record<number, unknown> = {
  3: {
    name: 'Gerador',
    groups: [
      { groupName: 'Elétrica', attributes: [{ attributeName: 'Potência' }, { attributeName: 'Tensão' }] },
    ],
  },
  4: { name: 'Extintor', groups: [{ groupName: 'Inspeção', attributes: [{ attributeName: 'Validade' }] }] },
};

function setup() {
  const command = stubAdapter(
    { GetEntity: (p) => ({ ITEM: TYPES[Number(p.ID)], VERSION: 1 }) },
    { notify: () => undefined, t, onLoginRequest: () => undefined },
  );
  const form = createEntityFormController({ command, t, entity: metadata.entities.asset! });
  return { form, command };
}

describe('entity form rowsFrom (asset attributes by type)', () => {
  it('choosing a type fills the attributes with its attributes, keeping values typed', async () => {
    const { form, command } = setup();
    form.getState().setData({ name: 'G1', attributes: [{ attributeName: 'Tensão', value: '220 V' }] });
    expect(command.calls).toEqual([]);
    form.getState().setData({ ...form.getState().data, assetType: 3 });
    await vi.waitFor(() =>
      expect(form.getState().data?.attributes).toEqual([
        { attributeName: 'Potência' },
        { attributeName: 'Tensão', value: '220 V' },
      ]),
    );
    expect(command.calls[0]).toEqual({ name: 'GetEntity', params: { ENTITY: 'assetType', ID: 3 } });
  });

  it('the last type chosen wins when answers cross', async () => {
    const { form } = setup();
    form.getState().setData({ assetType: 3 });
    form.getState().setData({ assetType: 4 });
    await vi.waitFor(() => expect(form.getState().data?.attributes).toEqual([{ attributeName: 'Validade' }]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(form.getState().data?.attributes).toEqual([{ attributeName: 'Validade' }]);
  });
});
