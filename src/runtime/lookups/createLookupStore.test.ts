import { describe, expect, it } from 'vitest';
import { createLookupStore } from './createLookupStore';

describe('lookup store', () => {
  it('keeps picks and address results until cleared', () => {
    const lookups = createLookupStore();
    lookups.getState().select('client', { id: 4 });
    lookups.getState().setAddressResults([
      {
        street: 'Rua A',
        number: '1',
        area: '',
        city: 'X',
        uf: 'SP',
        cep: '',
        latitude: 1,
        longitude: 2,
        fullAddress: 'Rua A, 1',
      },
    ]);
    expect(lookups.getState().selected).toEqual({ client: { id: 4 } });
    lookups.getState().clear();
    expect(lookups.getState()).toMatchObject({ selected: {}, addressResults: [] });
  });
});
