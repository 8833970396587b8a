import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('entity view (/client/view/:id)', () => {
  it('shows the record by section, read-only, with edit for EDIT', async () => {
    const app = renderApp({
      path: '/client/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: {
            id: 5,
            version: 2,
            name: 'Ótica Âmbar',
            cpf: '529.982.247-25',
            extraPhones: [{ extraPhone: '(81) 3222-1111' }],
            address: { street: 'Rua A', number: '1', city: 'Recife', state: 'PE', cep: '50000-000' },
          },
          VERSION: 2,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ótica Âmbar' })).toBeTruthy();
    const main = screen.getByRole('region', { name: 'Dados do cliente' });
    expect(within(main).getByText('529.982.247-25')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contatos' }).textContent).toContain('(81) 3222-1111');
    expect(screen.getByRole('region', { name: 'Endereço' }).textContent).toContain(
      'Rua A, 1 - Recife/PE - 50000-000',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe('/client/edit/5');
    expect(app.calls.find((c) => c.name === 'GetEntity')?.params).toEqual({ ENTITY: 'client', ID: 5 });
  });
});

describe('entity view: image fields', () => {
  it('shows the profile image as a picture with alt text, never its id', async () => {
    const create = URL.createObjectURL;
    URL.createObjectURL = () => 'blob:profile';
    try {
      const app = renderApp({
        path: '/client/view/5',
        user: fixtureUser,
        functionalities: allFunctionalities,
        handlers: {
          GetEntity: () => ({
            ITEM: { id: 5, version: 2, name: 'Ótica Âmbar', profileImage: '3b9d-img' },
            VERSION: 2,
          }),
          BaixarImagem: () => new Blob(['png'], { type: 'image/png' }),
        },
      });
      const main = await screen.findByRole('region', { name: 'Dados do cliente' });
      const image = await within(main).findByRole('img', { name: 'Imagem de perfil de Ótica Âmbar' });
      expect(image.getAttribute('src')).toBe('blob:profile');
      expect(main.textContent).not.toContain('3b9d-img');
      expect(app.calls.find((c) => c.name === 'BaixarImagem')?.params).toEqual({ ID: '3b9d-img' });
    } finally {
      URL.createObjectURL = create;
    }
  });
});

describe('entity view: share dialog (entities declaring sharing.commands)', () => {
  it('shares an asset: enable, copyable link, password set and removed, new link', async () => {
    let share = { SHARED: false, ENABLED: false, HAS_PASSWORD: false, TOKEN: null, LINK: null } as Record<
      string,
      unknown
    >;
    const app = renderApp({
      path: '/asset/view/9',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({ ITEM: { id: 9, version: 1, name: 'Gerador 02', assetType: 3 }, VERSION: 1 }),
        ConsultarEntidadesPorId: () => ({ ITEMS: [] }),
        ListEntities: () => ({ ITEMS: [{ id: 3, name: 'Gerador' }], TOTAL: 1 }),
        ConsultarCompartilhamentoAtivo: () => share,
        CompartilharAtivo: (p) => {
          const token = !share.TOKEN || p.REGENERATE_TOKEN ? `1-t${Math.random()}` : share.TOKEN;
          share = {
            SHARED: true,
            TOKEN: token,
            LINK: `http://x/#/ticket?token=${String(token)}`,
            ENABLED: p.ENABLED ?? (share.SHARED ? share.ENABLED : true),
            HAS_PASSWORD: p.PASSWORD === undefined ? share.HAS_PASSWORD : p.PASSWORD !== '',
          };
          return share;
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerador 02' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Compartilhar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compartilhar Gerador 02' });
    expect(await within(dialog).findByText(/ainda não foi compartilhado/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Compartilhamento ativo' }));
    const link = (await within(dialog).findByRole('textbox', { name: 'Link público' })) as HTMLInputElement;
    expect(link.value).toMatch(/#\/ticket\?token=1-t/);
    expect((within(dialog).getByRole('switch') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(within(dialog).getByLabelText('Senha de acesso'), { target: { value: 'segredo123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar senha' }));
    expect(await within(dialog).findByText('Protegido por senha de acesso')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remover senha' }));
    expect(await within(dialog).findByText('Sem senha de acesso')).toBeTruthy();

    const before = link.value;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('textbox', { name: 'Link público' }) as HTMLInputElement).value,
      ).not.toBe(before),
    );
    expect(app.calls.filter((c) => c.name === 'CompartilharAtivo').map((c) => c.params)).toEqual([
      { ID: 9, ENABLED: true },
      { ID: 9, PASSWORD: 'segredo123' },
      { ID: 9, PASSWORD: '' },
      { ID: 9, REGENERATE_TOKEN: true },
    ]);
  });

  it('offers no share dialog for an entity without sharing commands', async () => {
    renderApp({
      path: '/unit/view/4',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({ ITEM: { id: 4, version: 1, title: 'Filial Centro' }, VERSION: 1 }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Filial Centro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).toBeNull();
  });
});

describe('entity view: map of the record (entities declaring map)', () => {
  it('shows a marker for a unit whose address has coordinates', async () => {
    const app = renderApp({
      path: '/unit/view/4',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: {
            id: 4,
            version: 1,
            title: 'Filial Recife',
            address: {
              street: 'Rua da Aurora',
              number: '325',
              city: 'Recife',
              state: 'PE',
              latitude: -8.05,
              longitude: -34.88,
            },
          },
          VERSION: 1,
        }),
        ConsultarConfiguracaoMapa: () => ({
          TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
          ATTRIBUTION: '© Teste',
        }),
      },
    });
    const map = await screen.findByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    expect(map.querySelector('.leaflet-marker-icon')?.getAttribute('title')).toBe('Filial Recife');
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src') ?? '').toMatch(
      /^https:\/\/tiles\.test\//,
    );
    expect(app.calls.some((c) => c.name === 'ConsultarConfiguracaoMapa')).toBe(true);
  });

  it('shows no map, and asks nothing, for a record without coordinates', async () => {
    const app = renderApp({
      path: '/unit/view/5',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        GetEntity: () => ({
          ITEM: { id: 5, version: 1, title: 'Filial sem endereço' },
          VERSION: 1,
        }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Filial sem endereço' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Localização' })).toBeNull();
    expect(app.calls.some((c) => c.name === 'ConsultarConfiguracaoMapa')).toBe(false);
  });
});
