import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import type { PickerOption } from './PickerOption';
import { RecordLookup } from './RecordLookup';
import type { LookupRecord } from './searchLookup';

function OneClient() {
  const [value, setValue] = useState<LookupRecord | null>(null);
  return (
    <>
      <RecordLookup
        id="client"
        entity="client"
        label="Cliente"
        multiple={false}
        value={value}
        onChange={setValue}
      />
      <output>{value ? `${value.id}:${value.name}` : 'nenhum'}</output>
    </>
  );
}

interface Person extends PickerOption {
  kind: 'employee' | 'squad';
  id: number;
}

function People(props: { search(text: string): Promise<Person[]> }) {
  const [value, setValue] = useState<Person[]>([]);
  return (
    <>
      <RecordLookup<true, Person>
        id="people"
        label="Responsável"
        multiple
        value={value}
        onChange={setValue}
        search={props.search}
        groupBy={(o) => (o.kind === 'employee' ? 'Colaboradores' : 'Equipes')}
        optionKey={(o) => `${o.kind}:${o.id}`}
        placeholder={false}
        noOptionsText="Nenhum resultado"
      />
      <output>{value.map((v) => `${v.kind}:${v.id}`).join(',') || 'nenhum'}</output>
    </>
  );
}

describe('RecordLookup', () => {
  it("searches an entity's records by its title field as the user types and keeps the chosen one", async () => {
    const { calls } = renderWithRuntime(<OneClient />, {
      ListEntities: (params) => ({
        ITEMS: String(params.SEARCH ?? '').startsWith('Ót') ? [{ id: 12, name: 'Ótica Âmbar' }] : [],
        TOTAL: 0,
      }),
    });
    const input = screen.getByRole('combobox', { name: 'Cliente' });
    expect(input.getAttribute('placeholder')).toBe('Pesquisar');
    await userEvent.type(input, 'Ót');
    await userEvent.click(await screen.findByRole('option', { name: 'Ótica Âmbar' }, { timeout: 5000 }));
    expect(screen.getByText('12:Ótica Âmbar')).toBeTruthy();
    const searched = calls.filter((c) => c.name === 'ListEntities').map((c) => c.params);
    expect(searched.at(-1)).toMatchObject({ ENTITY: 'client', SEARCH: 'Ót', FOR_FILLING: true });
  });

  it('offers what `search` answers, under headings, telling apart options that share an id', async () => {
    const search = vi.fn(async (text: string): Promise<Person[]> =>
      text
        ? [
            { kind: 'employee', id: 3, name: 'Ana Lima' },
            { kind: 'squad', id: 3, name: 'Equipe Norte' },
          ]
        : [],
    );
    renderWithRuntime(<People search={search} />);
    const input = screen.getByRole('combobox', { name: 'Responsável' });
    expect(input.getAttribute('placeholder')).toBeNull();
    await userEvent.click(input);
    expect(await screen.findByText('Nenhum resultado', undefined, { timeout: 5000 })).toBeTruthy();
    await userEvent.type(input, 'a');
    expect(await screen.findByText('Equipes', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Colaboradores')).toBeTruthy();
    await userEvent.click(screen.getByRole('option', { name: 'Equipe Norte' }));
    await waitFor(() => expect(screen.getByText('squad:3')).toBeTruthy());
    await userEvent.type(input, 'a');
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Lima' }, { timeout: 5000 }));
    await waitFor(() => expect(screen.getByText('squad:3,employee:3')).toBeTruthy());
    expect(search).toHaveBeenCalledWith('a');
  });
});
