import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const clients = Array.from({ length: 50 }, (_, i) => ({
  id: i + 1,
  version: 1,
  name: `Cliente ${String(i + 1).padStart(2, '0')}`,
  email: `c${i + 1}@exemplo.com.br`,
  phone: '(81) 98888-7777',
  address: { street: 'Rua da Aurora', number: '10', city: 'Recife', state: 'PE', cep: '50050-000' },
}));

function listCalls(app: ReturnType<typeof renderApp>) {
  return app.calls.filter((c) => c.name === 'ListEntities').map((c) => c.params);
}

function renderList() {
  return renderApp({
    path: '/clients',
    user: fixtureUser,
    functionalities: allFunctionalities,
    handlers: {
      ListEntities: (p) => ({
        ITEMS: clients.filter((c) => !p.SEARCH || c.name.includes(String(p.SEARCH))),
        TOTAL: p.SEARCH ? 1 : 120,
      }),
      DeleteEntity: () => ({}),
      SaveListColumns: () => ({}),
    },
  });
}

describe('entity list (/clients)', () => {
  it('shows the metadata columns and the first page sorted by the default sort', async () => {
    const app = renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeTruthy();
    expect(await screen.findByText('Cliente 01')).toBeTruthy();
    const grid = screen.getByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nome', 'E-mail', 'CNPJ', 'Telefone', 'Endereço', 'Ações']);
    expect(within(grid).getAllByText('Rua da Aurora, 10 - Recife/PE - 50050-000').length).toBeGreaterThan(0);
    expect(listCalls(app)[0]).toEqual({ ENTITY: 'client', SORT: 'name', PAGE: 1, PAGE_SIZE: 50 });
    expect(screen.getByRole('link', { name: 'Novo' }).getAttribute('href')).toBe('/client/new');
  });

  it('search sends CMD.SEARCH from page 1; sorting and paging ask the server', async () => {
    const app = renderList();
    await screen.findByText('Cliente 01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ PAGE: 2, PAGE_SIZE: 50 }));
    await user.click(within(screen.getByRole('grid')).getByText('Nome'));
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ SORT: '-name', PAGE: 1 }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Cliente 07');
    await waitFor(() =>
      expect(listCalls(app).at(-1)).toEqual({
        ENTITY: 'client',
        SEARCH: 'Cliente 07',
        SORT: '-name',
        PAGE: 1,
        PAGE_SIZE: 50,
      }),
    );
    expect(await screen.findByText('Cliente 07')).toBeTruthy();
    // Three round trips through the grid: room for a cold, shared machine.
  }, 90_000);

  it('deletes a record after confirmation, sending its version', async () => {
    const app = renderList();
    await screen.findByText('Cliente 01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Excluir Cliente 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir registro' });
    expect(dialog.textContent).toContain('Excluir Cliente 02? Esta ação não pode ser desfeita.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(app.calls.find((c) => c.name === 'DeleteEntity')?.params).toEqual({
        ENTITY: 'client',
        ID: 2,
        VERSION: 1,
      }),
    );
  });

  it('saves the column choice per user, in this browser and on the server', async () => {
    const app = renderList();
    await screen.findByText('Cliente 01');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colunas' }));
    await user.click(screen.getByRole('checkbox', { name: 'CPF' }));
    await user.click(screen.getByRole('button', { name: 'Subir CPF' }));
    const chosen = {
      order: ['name', 'profileImage', 'email', 'cpf', 'cnpj', 'phone', 'responsibleName', 'address'],
      hidden: ['profileImage', 'responsibleName'],
    };
    expect(JSON.parse(localStorage.getItem('campo.entityColumns.client.2') ?? '{}')).toMatchObject(chosen);
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'SaveListColumns').at(-1)?.params).toMatchObject({
        ENTITY: 'client',
        COLUMNS: chosen,
      }),
    );
  });

  it('shows an image column as a thumbnail with alt text, never the image id', async () => {
    const create = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:profile';
    localStorage.setItem(
      'campo.entityColumns.client.2',
      JSON.stringify({ order: ['name', 'profileImage', 'email'], hidden: [], savedAt: Date.now() }),
    );
    try {
      const app = renderApp({
        path: '/clients',
        user: fixtureUser,
        functionalities: allFunctionalities,
        handlers: {
          ListEntities: () => ({
            ITEMS: [
              { id: 1, version: 1, name: 'Ana Souza', profileImage: '6f1c0a9e-img' },
              { id: 2, version: 1, name: 'Bruno Lima' },
            ],
            TOTAL: 2,
          }),
          BaixarImagem: () => new Blob(['png'], { type: 'image/png' }),
          SaveListColumns: () => ({}),
        },
      });
      const grid = await screen.findByRole('grid');
      await within(grid).findByText('Bruno Lima');
      expect(within(grid).getByRole('columnheader', { name: 'Imagem de perfil' })).toBeTruthy();
      const thumbnail = await within(grid).findByRole('img', { name: 'Imagem de perfil de Ana Souza' });
      expect(thumbnail.getAttribute('src')).toBe('blob:profile');
      expect(within(grid).queryAllByRole('img')).toHaveLength(1);
      expect(grid.textContent).not.toContain('6f1c0a9e-img');
      expect(app.calls.filter((c) => c.name === 'BaixarImagem').map((c) => c.params)).toEqual([
        { ID: '6f1c0a9e-img' },
      ]);
    } finally {
      URL.createObjectURL = create;
      localStorage.removeItem('campo.entityColumns.client.2');
    }
  });

  it('shows a lookup column as the display field of the referred record', async () => {
    const app = renderApp({
      path: '/units',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({
          ITEMS: [
            { id: 1, version: 1, title: 'Loja Centro', client: 12, enabled: true },
            { id: 2, version: 1, title: 'Loja Norte', client: 12, enabled: false },
          ],
          TOTAL: 2,
        }),
        GetEntity: () => ({ ITEM: { id: 12, version: 1, name: 'Ótica Âmbar' }, VERSION: 1 }),
      },
    });
    expect(await screen.findAllByText('Ótica Âmbar')).toHaveLength(2);
    expect(app.calls.filter((c) => c.name === 'GetEntity').map((c) => c.params)).toEqual([
      { ENTITY: 'client', ID: 12 },
    ]);
  });

  it("links to the company's own create-multiple page, not the admin's bulk page of that entity", async () => {
    renderApp({
      path: '/units',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ListEntities: () => ({ ITEMS: [], TOTAL: 0 }) },
    });
    const link = await screen.findByRole('link', { name: 'Criar vários' });
    expect(link.getAttribute('href')).toBe('/unit/create_multiple');
  });

  it('uses the names a list answer carries (LABELS) without asking GetEntity', async () => {
    const app = renderApp({
      path: '/units',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({
          ITEMS: [{ id: 1, version: 1, title: 'Loja Sul', client: 31, enabled: true }],
          TOTAL: 1,
          LABELS: { client: { '31': 'Padaria Aurora' } },
        }),
      },
    });
    expect(await screen.findByText('Padaria Aurora')).toBeTruthy();
    expect(app.calls.filter((c) => c.name === 'GetEntity')).toEqual([]);
  });

  it('past 1,000 matches (TOTAL_CAPPED) says "mais de 1.000" and pages on while pages are full', async () => {
    const app = renderApp({
      path: '/clients',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ListEntities: () => ({ ITEMS: clients, TOTAL: 1000, TOTAL_CAPPED: true }) },
    });
    expect(await screen.findByText('1–50 de mais de 1.000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(listCalls(app).at(-1)).toMatchObject({ PAGE: 2 }));
    expect(await screen.findByText('51–100 de mais de 1.000')).toBeTruthy();
  }, 90_000);
});
