/** One address search result (spec 000 section 3), as PesquisarEndereco answers it. */
export interface AddressResult {
  street: string;
  number: string;
  area: string;
  city: string;
  /** Two-letter state code, e.g. `SP`. */
  uf: string;
  cep: string;
  latitude: number;
  longitude: number;
  fullAddress: string;
}
