import { createStore, type StoreApi } from 'zustand/vanilla';

/** One result of PesquisarEndereco (spec 000 section 3). */
export interface AddressResult {
  street: string;
  number: string;
  area: string;
  city: string;
  uf: string;
  cep: string;
  latitude: number | null;
  longitude: number | null;
  fullAddress: string;
}

export interface LookupState {
  /** Lookup kind (client, unit, asset, employee...) -> the entity picked in a lookup field. */
  selected: Record<string, unknown>;
  /** The last address search results. */
  addressResults: AddressResult[];
  select: (kind: string, entity: unknown) => void;
  setAddressResults: (results: AddressResult[]) => void;
  /** Forgets every selection and search: the router calls it on each navigation (spec 000 section 2). */
  clear: () => void;
}

export type LookupStore = StoreApi<LookupState>;

/**
 * The selected lookup entities and address search results shared by a screen's lookup fields. Cleared on
 * navigation so a page never starts with a previous page's picks.
 *
 * @example const lookups = createLookupStore(); lookups.getState().select('client', { id: 4 });
 */
export function createLookupStore(): LookupStore {
  return createStore<LookupState>()((set, get) => ({
    selected: {},
    addressResults: [],
    select: (kind, entity) => set((s) => ({ selected: { ...s.selected, [kind]: entity } })),
    setAddressResults: (addressResults) => set({ addressResults }),
    clear: () => {
      const s = get();
      if (Object.keys(s.selected).length || s.addressResults.length)
        set({ selected: {}, addressResults: [] });
    },
  }));
}
