import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const model: FormModel = {
  name: 'Orçamento',
  groups: [
    {
      id: 'g',
      name: 'Valores',
      fields: [
        { id: 'price', name: 'Preço', type: 'currency' },
        { id: 'qty', name: 'Quantidade', type: 'number' },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'price * qty' },
          settings: { format: 'currency' },
        },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: {
            columns: [{ id: 'value', name: 'Valor', type: 'currency' }],
            results: [{ id: 'sum', name: 'Soma', op: 'sum', column: 'value' }],
          },
        },
      ],
    },
  ],
};

/** Testing-library's matcher collapses Intl's non-breaking space like any other space. */
const shown = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value.replace(/\s/g, ' ');

describe('currency results', () => {
  it('shows a money formula live with R$ and the pt-BR separators while filling', () => {
    renderFiller({ model, values: { qty: 2 } });
    fireEvent.change(screen.getByLabelText('Preço'), { target: { value: '617,25' } });
    expect(shown('Total')).toBe('R$ 1.234,50');
  });

  it('shows money, formula and table sums formatted in the finished (read-only) document', () => {
    renderFiller({
      model,
      values: { price: 1500.5, qty: 1, items: [{ value: 1000 }, { value: 250.25 }] },
      readOnly: true,
    });
    expect(shown('Preço')).toBe('R$ 1.500,50');
    expect(shown('Total')).toBe('R$ 1.500,50');
    expect(screen.getByText('R$ 1.250,25')).toBeTruthy();
  });
});
