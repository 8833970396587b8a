import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import vehicle from '../fixtures/metadata/entities/vehicle.json';
import type { CommandParams } from '../../src/runtime/protocol/CommandFn';
import { buildAppMetadata } from '../../src/runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../src/runtime/metadata/bundledMetadataFiles';
import { allFunctionalities } from '../../src/renderers/testing/allFunctionalities';
import { fixtureUser } from '../../src/renderers/testing/fixtureUser';
import { renderApp } from '../../src/renderers/testing/renderApp';

// "Adding an entity screen must need no code": the fixture entity file and its labels are the only
// additions; menu item, routes, pages and command calls all follow from them. The store hands out
// copies: the data grid freezes the rows it is given.
const files = bundledMetadataFiles();
const ptBR = files['metadata/i18n/pt-BR.json'] as { entities: Record<string, unknown> };
const metadata = buildAppMetadata({
  ...files,
  'metadata/entities/vehicle.json': vehicle,
  'metadata/i18n/pt-BR.json': {
    ...ptBR,
    entities: {
      ...ptBR.entities,
      vehicle: {
        label: 'Veículo',
        plural: 'Veículos',
        fields: { plate: 'Placa', model: 'Modelo', year: 'Ano', unit: 'Unidade' },
        sections: { main: 'Dados do veículo' },
      },
    },
  },
});

/** ListEntities / GetEntity / SaveEntity over an in-memory table, as the server answers them. */
function vehicleStore() {
  const rows: Array<Record<string, unknown> & { id: number; version: number }> = [
    { id: 1, version: 1, plate: 'ABC1D23', model: 'Fiorino', year: 2020 },
  ];
  return {
    ListEntities: (p: CommandParams) =>
      p.ENTITY === 'vehicle'
        ? { ITEMS: rows.map((r) => ({ ...r })), TOTAL: rows.length }
        : { ITEMS: [], TOTAL: 0 },
    GetEntity: (p: CommandParams) => {
      const item = rows.find((r) => r.id === Number(p.ID))!;
      return { ITEM: { ...item }, VERSION: item.version };
    },
    SaveEntity: (p: CommandParams) => {
      const data = p.DATA as Record<string, unknown>;
      if (p.ID === undefined) rows.push({ id: rows.length + 1, version: 1, ...data });
      else {
        const at = rows.findIndex((r) => r.id === p.ID);
        rows[at] = { id: rows[at]!.id, ...data, version: Number(p.VERSION) + 1 };
      }
      return { ID: p.ID ?? rows.length, VERSION: 1, ITEM: {} };
    },
  };
}

describe('a fixture entity (vehicles) with no code change', () => {
  it('has its routes and its menu item under Empresa', async () => {
    expect(
      metadata.routes.filter((r) => r.entity === 'vehicle').map((r) => [r.path, r.screen, r.level]),
    ).toEqual([
      ['/vehicles', 'entity-list', 'VIEW'],
      ['/vehicle/new', 'entity-form', 'EDIT'],
      ['/vehicle/edit/:id', 'entity-form', 'EDIT'],
    ]);
    renderApp({
      path: '/vehicles',
      user: fixtureUser,
      functionalities: allFunctionalities,
      metadata,
      handlers: vehicleStore(),
    });
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Empresa' }));
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Veículos' });
    expect(item.getAttribute('href')).toBe('/vehicles');
  });

  it('lists, creates and edits vehicles through the generic commands', async () => {
    const app = renderApp({
      path: '/vehicles',
      user: fixtureUser,
      functionalities: allFunctionalities,
      metadata,
      handlers: vehicleStore(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Veículos' })).toBeTruthy();
    expect(await screen.findByText('ABC1D23')).toBeTruthy();
    expect(
      within(screen.getByRole('grid'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Placa', 'Modelo', 'Ano', 'Ações']);
    expect(app.calls[app.calls.length - 1]).toMatchObject({
      name: 'ListEntities',
      params: { ENTITY: 'vehicle', SORT: 'plate' },
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Novo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Veículo: novo registro' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Placa/ }), 'XYZ9A87');
    await user.type(screen.getByRole('textbox', { name: 'Modelo' }), 'Strada');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('XYZ9A87')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'SaveEntity')?.params).toEqual({
      ENTITY: 'vehicle',
      DATA: { plate: 'XYZ9A87', model: 'Strada' },
    });

    await user.click(screen.getByText('ABC1D23'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/vehicle/edit/1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Veículo: editar' })).toBeTruthy();
    expect(await screen.findByDisplayValue('Fiorino')).toBeTruthy();
    expect(app.calls.find((c) => c.name === 'GetEntity')?.params).toEqual({ ENTITY: 'vehicle', ID: 1 });
  });
});
