/** Check-digit vectors shared by the entity tests (valid ones computed by hand from the official algorithm). */
export const VALID_CPFS = ['529.982.247-25', '111.444.777-35', '39053344705'];
export const INVALID_CPFS = ['529.982.247-24', '111.111.111-11', '1234567890', '529.982.247-2a'];
export const VALID_CNPJS = ['11.222.333/0001-81', '11.444.777/0001-61', '45723174000110'];
export const INVALID_CNPJS = [
  '11.222.333/0001-80',
  '00.000.000/0000-00',
  '11.222.333/0001',
  '11222333000182',
];
