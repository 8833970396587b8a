import { describe, expect, it } from 'vitest';
import vehicle from '../../../tests/fixtures/metadata/entities/vehicle.json';
import { bundledAppFiles } from '../metadata/bundledAppFiles';
import { pickAppMetadata } from '../metadata/pickAppMetadata';
import type { EntityMeta } from './EntityMeta';
import { entityMenus } from './entityMenus';
import { entityRoutes, toRouterPath } from './entityRoutes';

const app = pickAppMetadata(bundledAppFiles());

describe('entity routes and menus', () => {
  it('replaces the spec paths of routes.json in place, keeping their names', () => {
    const byPath = (path: string) => app.routes.filter((r) => r.path === path);
    expect(byPath('/clients')).toEqual([
      expect.objectContaining({
        name: 'clients',
        screen: 'entity-list',
        entity: 'client',
        functionality: 'CLIENT',
        level: 'VIEW',
      }),
    ]);
    expect(byPath('/client/edit/:id')).toEqual([
      expect.objectContaining({ name: 'clientEdit', screen: 'entity-form', level: 'EDIT' }),
    ]);
    expect(byPath('/client/view/:id')[0]).toMatchObject({ name: 'clientView', screen: 'entity-view' });
    expect(byPath('/client/create_multiple')[0]).toMatchObject({
      name: 'clientCreateMultiple',
      screen: 'entity-create-multiple',
      level: 'EDIT',
    });
    // Pages of the spec the entity does not declare keep their own screen.
    expect(byPath('/client/details/:id')[0]?.screen).toBe('planned');
  });

  it('gives a shared list path to the entity shown in the menu', () => {
    expect(app.routes.find((r) => r.path === '/assets')?.entity).toBe('asset');
    expect(app.routes.find((r) => r.path === '/asset-type/new')?.entity).toBe('assetType');
    expect(app.routes.find((r) => r.path === '/items_configuration')?.entity).toBe('item');
    const names = app.routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('adds a new entity: its routes, and its menu item at its order (hidden flag kept)', () => {
    const meta = vehicle as EntityMeta;
    const routes = entityRoutes([meta], app.routes);
    expect(routes.filter((r) => r.entity === 'vehicle').map((r) => [r.name, r.path, r.level])).toEqual([
      ['vehicles', '/vehicles', 'VIEW'],
      ['vehicleNew', '/vehicle/new', 'EDIT'],
      ['vehicleEdit', '/vehicle/edit/:id', 'EDIT'],
    ]);
    const company = entityMenus([meta], routes, app.menus).headers.company.find((i) => i.id === 'company');
    const ids = company?.children?.map((i) => i.id) ?? [];
    expect(ids.slice(-2)).toEqual(['goodsServices', 'vehicles']);
    const early = entityMenus(
      [{ ...meta, menu: { menu: 'header', parent: 'company', order: 35 } }],
      routes,
      app.menus,
    );
    const earlyIds = early.headers.company.find((i) => i.id === 'company')?.children?.map((i) => i.id);
    expect(earlyIds?.indexOf('vehicles')).toBe((earlyIds?.indexOf('squads') ?? 0) + 1);
    const hidden = entityMenus(
      [{ ...meta, menu: { menu: 'header', parent: 'company', order: 99, hidden: true } }],
      routes,
      app.menus,
    );
    expect(hidden.headers.company.find((i) => i.id === 'company')?.children?.at(-1)).toMatchObject({
      id: 'vehicles',
      hidden: true,
    });
  });

  it('keeps the existing menu items of entities where they were', () => {
    const company = app.menus.headers.company.find((i) => i.id === 'company');
    expect(company?.children?.map((i) => i.id)).toEqual([
      'videos',
      'employees',
      'squads',
      'clients',
      'units',
      'libraries',
      'assets',
      'assetTypes',
      'researches',
      'goodsServices',
    ]);
    expect(company?.children?.find((i) => i.id === 'goodsServices')?.hidden).toBe(true);
    // Asset types have their own list page, reached from the assets page (spec: no menu item of their own).
    expect(company?.children?.find((i) => i.id === 'assetTypes')?.hidden).toBe(true);
    expect(app.entities.client?.titleField).toBe('name');
  });

  it('turns {id} into :id', () => {
    expect(toRouterPath('/client/edit/{id}')).toBe('/client/edit/:id');
  });
});
