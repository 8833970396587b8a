/** The parts of an `address` field that must be filled (ADDRESS_PARTS lists them all). */
export const ADDRESS_REQUIRED = ['cep', 'country', 'state', 'city', 'district', 'street', 'number'];
