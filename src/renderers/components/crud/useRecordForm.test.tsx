import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import type { RecordSource } from './RecordSource';
import { useRecordForm } from './useRecordForm';

interface Values {
  name: string;
  parentId: string;
  model: string;
}

const SOURCE: RecordSource<Values> = {
  load: 'ConsultarItem',
  key: 'ITEM',
  empty: { name: '', parentId: '', model: '{}' },
  format: { model: (model) => JSON.stringify(model) },
};

function ItemForm(props: { id?: string }) {
  const form = useRecordForm<{ ITEM: unknown }, Values>(SOURCE, props.id);
  if (form.loading) return <p>carregando</p>;
  return (
    <form
      aria-label="Item"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit('SalvarItem', { NAME: form.values.name }, 'Item salvo', '/itens');
      }}
    >
      <input aria-label="Nome" value={form.values.name} onChange={(e) => form.set('name')(e.target.value)} />
      <output aria-label="Pai">{form.values.parentId}</output>
      <output aria-label="Modelo">{form.values.model}</output>
      <button type="submit" disabled={form.busy}>
        Salvar
      </button>
    </form>
  );
}

function show(id: string | undefined, handlers: Parameters<typeof renderWithRuntime>[1]) {
  return renderWithRuntime(
    <MemoryRouter initialEntries={['/item']}>
      <Routes>
        <Route path="/item" element={<ItemForm id={id} />} />
        <Route path="/itens" element={<h1>Lista</h1>} />
      </Routes>
    </MemoryRouter>,
    handlers,
  );
}

describe('useRecordForm', () => {
  it('loads the record into text values (null as empty, formatted fields as told)', async () => {
    show('4', { ConsultarItem: () => ({ ITEM: { name: 'Quarto', parentId: null, model: { a: 1 } } }) });
    const name = (await screen.findByLabelText('Nome')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Quarto'));
    expect(screen.getByLabelText('Pai').textContent).toBe('');
    expect(screen.getByLabelText('Modelo').textContent).toBe('{"a":1}');
  });

  it('a new record loads nothing and saves without an ID, then returns to the list', async () => {
    const { calls } = show(undefined, { SalvarItem: () => ({}) });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nome'), 'Novo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeTruthy();
    expect(calls).toEqual([{ name: 'SalvarItem', params: { NAME: 'Novo' } }]);
  });

  it('an existing record saves with its ID; a refusal stays on the page', async () => {
    const { calls } = show('4', {
      ConsultarItem: () => ({ ITEM: { name: 'Quarto', parentId: 2, model: {} } }),
      SalvarItem: () => {
        throw new Error('recusado');
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(calls.at(-1)).toEqual({ name: 'SalvarItem', params: { ID: '4', NAME: 'Quarto' } });
    expect(screen.getByRole('form', { name: 'Item' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
