import { describe, expect, it } from 'vitest';
import client from '../../../metadata/entities/client.json';
import type { EntityMeta } from './EntityMeta';
import { columnPreferencesKey, loadColumnPreferences, saveColumnPreferences } from './columnPreferences';

function storage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('column preferences', () => {
  const meta = client as EntityMeta;

  it('defaults to the metadata columns, hidden ones hidden', () => {
    expect(loadColumnPreferences(storage(), meta, 2)).toEqual({
      order: ['name', 'profileImage', 'email', 'cnpj', 'cpf', 'phone', 'responsibleName', 'address'],
      hidden: ['profileImage', 'cpf', 'responsibleName'],
    });
  });

  it('keeps each user apart and survives columns the metadata dropped or added', () => {
    const s = storage();
    saveColumnPreferences(s, 'client', 2, { order: ['phone', 'gone', 'name'], hidden: ['name', 'gone'] });
    expect(loadColumnPreferences(s, meta, 2)).toEqual({
      order: ['phone', 'name', 'profileImage', 'email', 'cnpj', 'cpf', 'responsibleName', 'address'],
      hidden: ['name'],
    });
    expect(loadColumnPreferences(s, meta, 3).hidden).toEqual(['profileImage', 'cpf', 'responsibleName']);
    s.setItem(columnPreferencesKey('client', 4), '{not json');
    expect(loadColumnPreferences(s, meta, 4).order[0]).toBe('name');
  });

  it('takes the newest of the browser copy and the server copy (USUARIO_LOGADO userCustomization)', () => {
    const s = storage();
    saveColumnPreferences(s, 'client', 2, { order: ['phone', 'name'], hidden: [], savedAt: 100 });
    const server = (savedAt: number) =>
      JSON.stringify({ listColumns: { client: { order: ['email', 'name'], hidden: ['phone'], savedAt } } });
    expect(loadColumnPreferences(s, meta, 2, server(200))).toMatchObject({
      order: ['email', 'name', 'profileImage', 'cnpj', 'cpf', 'phone', 'responsibleName', 'address'],
      hidden: ['phone'],
    });
    expect(loadColumnPreferences(s, meta, 2, server(50)).order.slice(0, 2)).toEqual(['phone', 'name']);
    // A new browser: the server copy alone.
    expect(loadColumnPreferences(storage(), meta, 2, server(1)).hidden).toEqual(['phone']);
    expect(loadColumnPreferences(storage(), meta, 2, 'not json').hidden).toEqual([
      'profileImage',
      'cpf',
      'responsibleName',
    ]);
  });
});
