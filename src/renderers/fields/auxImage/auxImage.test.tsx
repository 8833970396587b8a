import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeContext } from '../../app/RuntimeContext';
import { formModelOps } from '../../forms/editor/formModelOps';
import { fieldRenderers } from '../fieldRenderers';
import { settingsFixture } from '../testing/settingsFixture';

const { types, i18n, labels, empty, runtimeWith } = settingsFixture;

describe('auxImage settings', () => {
  it("auxiliary image: sends the picture with EnviarImagemModelo and keeps its reference in the field's settings", async () => {
    const user = userEvent.setup();
    const field = formModelOps.newField(empty, types.auxImage, 'Planta', labels);
    const onChange = vi.fn();
    const sent: unknown[] = [];
    const runtime = runtimeWith({
      EnviarImagemModelo: (params) => {
        sent.push(params.FILE);
        return { ARQUIVO: { fileId: 'img-1', name: 'planta.png', mimeType: 'image/png', size: 4 } };
      },
      BaixarImagemModelo: () => new Blob([new Uint8Array([1, 2, 3, 4])], { type: 'image/png' }),
    });
    const Settings = fieldRenderers.auxImage.Settings;
    render(
      <RuntimeContext.Provider value={runtime}>
        <I18nextProvider i18n={i18n}>
          <Settings
            field={field}
            meta={types.auxImage}
            model={formModelOps.addField(empty, 'g', field)}
            types={types}
            onChange={onChange}
            onRefuse={() => undefined}
          />
        </I18nextProvider>
      </RuntimeContext.Provider>,
    );
    await user.upload(
      screen.getByLabelText('Imagem', { selector: 'input' }),
      new File([new Uint8Array([1, 2, 3, 4])], 'planta.png', { type: 'image/png' }),
    );
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(sent).toHaveLength(1);
    expect(onChange.mock.calls.at(-1)![0].settings.image).toEqual({
      fileId: 'img-1',
      name: 'planta.png',
      mimeType: 'image/png',
      size: 4,
    });
  });
});
