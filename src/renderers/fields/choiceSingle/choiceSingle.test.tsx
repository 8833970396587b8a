import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FormField } from '../../../runtime/forms/FormModel';
import { formModelOps } from '../../forms/editor/formModelOps';
import { fieldRenderers } from '../fieldRenderers';
import { settingsFixture } from '../testing/settingsFixture';

const { types, i18n, labels, empty } = settingsFixture;

describe('choiceSingle settings', () => {
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
});
