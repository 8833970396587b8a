import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { formModelOps } from '../../forms/editor/formModelOps';
import { fieldRenderers } from '../fieldRenderers';
import { settingsFixture } from '../testing/settingsFixture';

const { types, i18n, labels, empty } = settingsFixture;

describe('numericFormula settings', () => {
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
