import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnySchema } from 'ajv';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import enUS from '../../../metadata/i18n/en-US.json';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { FIELD_TYPE_IDS } from '../../runtime/forms/FIELD_TYPE_IDS';
import type { FormField, FormModel } from '../../runtime/forms/FormModel';
import { createTranslator } from '../../runtime/i18n/createTranslator';
import { createAjv } from '../../runtime/schemas/createAjv';
import { createMemoryAdapter, type MemoryHandler } from '../../adapters/memory/createMemoryAdapter';
import { createRuntime } from '../../runtime/app/createRuntime';
import { buildAppMetadata } from '../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../runtime/metadata/bundledMetadataFiles';
import { RuntimeContext } from '../app/RuntimeContext';
import { fixtureUser } from '../testing/fixtureUser';
import { fieldTypeCatalogue } from '../forms/fieldTypes/fieldTypeCatalogue';
import { formModelOps } from '../forms/editor/formModelOps';
import { fieldRenderers } from './fieldRenderers';

const types = fieldTypeCatalogue();
const i18n = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS });
const labels = { option: (n: number) => `Opção ${n}`, according: (id: string) => id, column: 'Coluna 1' };
const empty: FormModel = { name: 'F', groups: [{ id: 'g', name: 'G', fields: [] }] };

const metadata = buildAppMetadata(bundledMetadataFiles());

/** The app runtime over a memory adapter (picture uploads go through it). */
function runtimeWith(handlers: Record<string, MemoryHandler> = {}) {
  const runtime = createRuntime({
    metadata,
    storage: { getItem: () => null, setItem: () => undefined, removeItem: () => undefined },
    connectivity: window,
    makeCommand: (deps) => createMemoryAdapter(handlers, deps),
  });
  runtime.session.setState({ status: 'authenticated', token: 'tok', user: fixtureUser, functionalities: {} });
  return runtime;
}

describe('settings renderers (fieldRenderers[type].Settings)', () => {
  it('has a renderer for every field type, and the types load lazily with their metadata', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual([...FIELD_TYPE_IDS].sort());
    expect(Object.keys(types).sort()).toEqual([...FIELD_TYPE_IDS].sort());
  });

  it.each([...FIELD_TYPE_IDS])(
    '%s: a new field satisfies its settingsSchema and its settings render',
    (id) => {
      const field = formModelOps.newField(empty, types[id], 'Campo', labels);
      const validate = createAjv().compile(types[id].settingsSchema as AnySchema);
      expect(validate(field.settings ?? {}), JSON.stringify(validate.errors)).toBe(true);
      const Settings = fieldRenderers[id].Settings;
      const model = formModelOps.addField(empty, 'g', field);
      render(
        <RuntimeContext.Provider value={runtimeWith()}>
          <I18nextProvider i18n={i18n}>
            <Settings
              field={field}
              meta={types[id]}
              model={model}
              types={types}
              onChange={() => undefined}
              onRefuse={() => undefined}
            />
          </I18nextProvider>
        </RuntimeContext.Provider>,
      );
    },
  );

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

  it('choices: imports a pasted list and warns from 10 options on', async () => {
    const user = userEvent.setup();
    const field = formModelOps.newField(empty, types.choiceSingle, 'Situação', labels);
    let current: FormField = field;
    const onChange = vi.fn((next: FormField) => (current = next));
    const Settings = fieldRenderers.choiceSingle.Settings;
    const view = (f: FormField) => (
      <I18nextProvider i18n={i18n}>
        <Settings
          field={f}
          meta={types.choiceSingle}
          model={empty}
          types={types}
          onChange={onChange}
          onRefuse={() => undefined}
        />
      </I18nextProvider>
    );
    const { rerender } = render(view(field));
    expect(screen.queryByText(/exibidos de forma reduzida/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Importar opções' }));
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(screen.getByText('A lista está vazia ou em formato incompatível')).toBeTruthy();
    await user.type(
      screen.getByLabelText('Uma opção por linha'),
      'A{Enter}B{Enter}{Enter}C{Enter}D{Enter}E{Enter}F{Enter}G{Enter}H',
    );
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    expect(current.options?.map((o) => o.name)).toEqual([
      'Opção 1',
      'Opção 2',
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ]);
    expect(new Set(current.options?.map((o) => o.id)).size).toBe(10);
    rerender(view(current));
    expect(
      screen.getByText('Campos com 10 ou mais opções são exibidos de forma reduzida no preenchimento'),
    ).toBeTruthy();
  });

  it('numeric formula: marks the expression valid or invalid as it is typed', async () => {
    const user = userEvent.setup();
    const qty = formModelOps.newField(empty, types.number, 'Qtd', labels);
    const withQty = formModelOps.addField(empty, 'g', qty);
    const total = formModelOps.newField(withQty, types.numericFormula, 'Total', labels);
    let saved = formModelOps.addField(withQty, 'g', total);
    function Harness() {
      const [model, setModel] = useState(saved);
      const field = model.groups[0]!.fields[1]!;
      const Settings = fieldRenderers.numericFormula.Settings;
      return (
        <Settings
          field={field}
          meta={types.numericFormula}
          model={model}
          types={types}
          onChange={(next) => setModel((saved = formModelOps.updateField(model, next)))}
          onRefuse={() => undefined}
        />
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Harness />
      </I18nextProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Tipo de fórmula'), 'numeric');
    const input = screen.getByLabelText('Expressão');
    await user.type(input, 'number_1 * 2');
    expect(saved.groups[0]!.fields[1]!.formula).toEqual({ mode: 'numeric', expression: 'number_1 * 2' });
    expect(screen.getByText('Fórmula válida')).toBeTruthy();
    await user.type(input, ' + nada');
    expect(screen.getByText(/^Fórmula inválida/)).toBeTruthy();
  });
});
