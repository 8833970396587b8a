import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { FillRenderer, FillRendererProps } from './FillRendererProps';
import { fieldRenderers } from '../../fields/fieldRenderers';
import { renderFiller } from '../../testing/renderFiller';

const model: FormModel = {
  name: 'Inspeção',
  score: true,
  groups: [
    {
      id: 'g_main',
      name: 'Geral',
      fields: [
        {
          id: 'issue',
          name: 'Há problema?',
          type: 'choiceSingle',
          options: [
            { id: 'yes', name: 'Sim', score: 0 },
            { id: 'no', name: 'Não', score: 10 },
          ],
        },
        {
          id: 'detail',
          name: 'Detalhe do problema',
          type: 'textShort',
          required: true,
          rules: { combinator: 'and', conditions: [{ field: 'issue', comparison: 'equal', value: 'yes' }] },
        },
        { id: 'qty', name: 'Quantidade', type: 'number' },
        { id: 'price', name: 'Preço', type: 'currency' },
        {
          id: 'total',
          name: 'Total',
          type: 'numericFormula',
          formula: { mode: 'numeric', expression: 'qty * price' },
        },
      ],
    },
    {
      id: 'g_extra',
      name: 'Ação corretiva',
      rules: { combinator: 'and', conditions: [{ field: 'issue', comparison: 'equal', value: 'yes' }] },
      fields: [{ id: 'action', name: 'Ação', type: 'textMultiline' }],
    },
    {
      id: 'g_items',
      name: 'Itens',
      fields: [
        {
          id: 'items',
          name: 'Materiais',
          type: 'table',
          settings: {
            columns: [
              { id: 'q', name: 'Qtd', type: 'number', required: true },
              { id: 'p', name: 'Valor', type: 'number' },
              {
                id: 't',
                name: 'Subtotal',
                type: 'numericFormula',
                formula: { mode: 'numeric', expression: 'col(q) * col(p)' },
              },
            ],
            results: [{ id: 'itemsTotal', name: 'Soma', op: 'sum', column: 't' }],
            rowLimit: 2,
          },
        },
      ],
    },
  ],
};

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('FormFiller', () => {
  it('shows and hides fields and groups live by their rules, and keeps the score', () => {
    renderFiller({ model });
    expect(screen.queryByLabelText(/Detalhe do problema/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ação corretiva' })).toBeNull();
    expect(screen.getByText('Pontuação: 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    expect(screen.getByLabelText(/Detalhe do problema/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Ação corretiva' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Não' }));
    expect(screen.queryByLabelText(/Detalhe do problema/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ação corretiva' })).toBeNull();
    expect(screen.getByText('Pontuação: 10')).toBeTruthy();
  });

  it('updates a formula as its inputs are typed (comma decimals) and reports values', () => {
    let reported: Record<string, unknown> = {};
    renderFiller({ model, onChange: (values) => (reported = values) });
    type('Quantidade', '3');
    type('Preço', '2,5');
    expect((screen.getByLabelText('Total') as HTMLInputElement).value).toBe('7,5');
    expect(reported).toMatchObject({ qty: 3, price: 2.5, total: 7.5 });
  });

  it('adds table rows up to the limit, computes row formulas and the result, removes rows', () => {
    renderFiller({ model });
    const add = screen.getByRole('button', { name: 'Adicionar linha' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    type('Qtd, linha 1', '2');
    type('Valor, linha 1', '5');
    type('Qtd, linha 2', '1');
    type('Valor, linha 2', '4');
    expect((screen.getByLabelText('Subtotal, linha 1') as HTMLInputElement).value).toBe('10');
    const table = screen.getByRole('table');
    expect(within(table).getByText('14')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover linha 1' }));
    expect(within(table).getByText('4', { selector: 'output' })).toBeTruthy();
  });

  it('shows required errors once asked, table cells as "Linha x, campo y", and clears them as filled', () => {
    const view = renderFiller({ model });
    fireEvent.click(screen.getByRole('radio', { name: 'Sim' }));
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha' }));
    expect(screen.queryByText('Campo obrigatório')).toBeNull();
    view.rerender({ model, showErrors: true });
    // The detail field's own error and the empty cell's (in the cell, and listed under the table).
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByText('Linha 1, campo Qtd: Campo obrigatório')).toBeTruthy();
    type('Detalhe do problema *', 'Vazamento');
    expect(screen.getAllByText('Campo obrigatório')).toHaveLength(1);
    expect(view.engineRef.current?.errors().map((e) => e.code)).toEqual(['REQUIRED_FIELD']);
  });

  describe('re-rendering', () => {
    const original = fieldRenderers.textShort;
    afterEach(() => {
      fieldRenderers.textShort = original;
    });

    it('one keystroke re-renders only the field typed in, not the other 50', async () => {
      const renders = new Map<string, number>();
      const Counting = (props: FillRendererProps<string>) => {
        renders.set(props.field.id, (renders.get(props.field.id) ?? 0) + 1);
        const Inner = original.Fill as unknown as (p: FillRendererProps<string>) => React.ReactNode;
        return <>{Inner(props)}</>;
      };
      fieldRenderers.textShort = { ...original, Fill: Counting as FillRenderer };
      const big: FormModel = {
        name: 'Grande',
        groups: [
          {
            id: 'g',
            name: 'Campos',
            fields: Array.from({ length: 51 }, (_v, i) => ({
              id: `t${i}`,
              name: `Texto ${i}`,
              type: 'textShort' as const,
            })),
          },
        ],
      };
      renderFiller({ model: big });
      await screen.findByLabelText('Texto 50');
      // The form settled: its mount's effects ran (a busy machine can see the fields before they do).
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      renders.clear();
      act(() => type('Texto 7', 'a'));
      act(() => type('Texto 7', 'ab'));
      expect([...renders.entries()]).toEqual([['t7', 2]]);
    });
  });
});

describe('FormFiller action plans', () => {
  const planned: FormModel = {
    name: 'Vistoria',
    groups: [
      {
        id: 'g',
        name: 'Itens',
        fields: [
          {
            id: 'ext',
            name: 'Extintor',
            type: 'according',
            options: [
              { id: 'compliant', name: 'Conforme' },
              {
                id: 'nonCompliant',
                name: 'Não conforme',
                actionPlans: [{ type: 'addObservation', required: true, label: 'O que está errado?' }],
              },
            ],
          },
        ],
      },
    ],
  };

  it("asks the chosen option's observation, keeps it in the engine, and shows it read-only", () => {
    const { engineRef } = renderFiller({ model: planned });
    expect(screen.queryByLabelText(/O que está errado/)).toBeNull();
    fireEvent.click(screen.getByLabelText('Não conforme'));
    const observation = screen.getByLabelText(/O que está errado\? \(obrigatório\)/);
    expect(engineRef.current!.errors().map((e) => e.code)).toEqual(['FORM_PLAN_OBSERVATION_REQUIRED']);
    fireEvent.change(observation, { target: { value: 'Lacre rompido' } });
    expect(engineRef.current!.plans()).toEqual({ ext: { observation: 'Lacre rompido' } });
    expect(engineRef.current!.errors()).toEqual([]);
    fireEvent.click(screen.getByLabelText('Conforme'));
    expect(screen.queryByLabelText(/O que está errado/)).toBeNull();
    expect(engineRef.current!.plans()).toEqual({});
  });

  it('shows the stored answer of a finished document', () => {
    renderFiller({
      model: planned,
      values: { ext: 'nonCompliant' },
      plans: { ext: { observation: 'Lacre rompido' } },
      readOnly: true,
    });
    expect(screen.getByDisplayValue('Lacre rompido')).toBeTruthy();
  });
});

describe('FormFiller on a big form', () => {
  const big: FormModel = {
    name: 'Grande',
    groups: Array.from({ length: 16 }, (_g, g) => ({
      id: `g${g}`,
      name: `Grupo ${g}`,
      fields: Array.from({ length: 5 }, (_f, f) => ({
        id: `g${g}f${f}`,
        name: `Campo ${g}.${f}`,
        type: 'textShort' as const,
      })),
    })),
  };
  const ids = big.groups.flatMap((g) => g.fields.map((f) => `field-${f.id}`));

  it('is compiled first, then draws its first groups and the rest in batches, in the form’s order', async () => {
    const { container } = renderFiller({ model: big });
    const inputs = () => [...container.querySelectorAll('input')];
    // The model is compiled in tasks of its own before any field is drawn.
    expect(inputs()).toHaveLength(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await waitFor(() => expect(inputs().length).toBeGreaterThan(0));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    const first = inputs().length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(ids.length);
    // Typing while the rest is drawn: the field keeps the focus and the text.
    const input = screen.getByLabelText('Campo 0.0');
    input.focus();
    fireEvent.change(input, { target: { value: 'ok' } });
    await waitFor(() => expect(inputs()).toHaveLength(ids.length), { timeout: 15_000 });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      big.groups.map((g) => g.name),
    );
    // Document (and so keyboard) order is the model's: group by group, field by field.
    expect(inputs().map((box) => box.id)).toEqual(ids);
    expect(document.activeElement).toBe(input);
    expect(screen.getByLabelText<HTMLInputElement>('Campo 0.0').value).toBe('ok');
    expect(screen.getByLabelText<HTMLInputElement>('Campo 15.4').disabled).toBe(false);
  });
});
