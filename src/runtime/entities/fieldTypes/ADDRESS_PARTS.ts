/** The parts of an `address` field; all but complement, latitude and longitude must be filled. */
export const ADDRESS_PARTS = [
  'cep',
  'country',
  'state',
  'city',
  'district',
  'street',
  'number',
  'complement',
  'latitude',
  'longitude',
] as const;
