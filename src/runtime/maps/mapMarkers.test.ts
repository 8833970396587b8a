import { describe, expect, it } from 'vitest';
import asset from '../../../metadata/entities/asset.json';
import client from '../../../metadata/entities/client.json';
import type { EntityMeta } from '../entities/EntityMeta';
import { mapMarkers } from './mapMarkers';
import { markerBounds } from './markerBounds';

const t = (key: string) => key;
const recife = {
  street: 'Rua da Aurora',
  number: '325',
  city: 'Recife',
  state: 'PE',
  latitude: -8.0476,
  longitude: -34.877,
};

describe('mapMarkers', () => {
  it('makes one marker per record whose address has coordinates, leaving the others out', () => {
    const markers = mapMarkers(
      client as unknown as EntityMeta,
      [
        { id: 1, name: 'Com endereço', address: recife },
        { id: 2, name: 'Sem endereço' },
        { id: 3, name: 'Endereço sem coordenadas', address: { ...recife, latitude: undefined } },
        { id: 4, name: 'Coordenadas inválidas', address: { ...recife, latitude: 123, longitude: 'x' } },
        { id: 5, name: 'Outro', address: { city: 'Manaus', latitude: -3.119, longitude: -60.0217 } },
      ],
      t,
    );
    expect(markers).toEqual([
      {
        id: 1,
        title: 'Com endereço',
        latitude: -8.0476,
        longitude: -34.877,
        address: 'Rua da Aurora, 325 - Recife/PE',
      },
      { id: 5, title: 'Outro', latitude: -3.119, longitude: -60.0217, address: 'Manaus' },
    ]);
  });

  it('gives no markers for an entity that declares no map', () => {
    expect(mapMarkers(asset as unknown as EntityMeta, [{ id: 1, name: 'x', address: recife }], t)).toEqual(
      [],
    );
  });
});

describe('markerBounds', () => {
  it('boxes every marker, and is undefined without markers', () => {
    expect(
      markerBounds([
        { latitude: -8, longitude: -35 },
        { latitude: -23, longitude: -46 },
        { latitude: -3, longitude: -60 },
      ]),
    ).toEqual([
      [-23, -60],
      [-3, -35],
    ]);
    expect(markerBounds([])).toBeUndefined();
  });
});
