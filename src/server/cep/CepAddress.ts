/** The parts of an address a CEP gives (ConsultarCep's ENDERECO), named as the entity address parts. */
export interface CepAddress {
  cep: string;
  street: string;
  district: string;
  city: string;
  state: string;
  country: string;
}
