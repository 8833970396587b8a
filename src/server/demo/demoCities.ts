/** Brazilian cities with a real CEP prefix and coordinates, for believable demo addresses. */
export const DEMO_CITIES = [
  { city: 'São Paulo', state: 'SP', cep: '01310', lat: -23.5613, lng: -46.6565, district: 'Bela Vista' },
  { city: 'Campinas', state: 'SP', cep: '13015', lat: -22.9056, lng: -47.0608, district: 'Centro' },
  { city: 'Rio de Janeiro', state: 'RJ', cep: '20040', lat: -22.9035, lng: -43.2096, district: 'Centro' },
  {
    city: 'Belo Horizonte',
    state: 'MG',
    cep: '30130',
    lat: -19.9191,
    lng: -43.9386,
    district: 'Funcionários',
  },
  { city: 'Curitiba', state: 'PR', cep: '80010', lat: -25.4284, lng: -49.2733, district: 'Centro' },
  {
    city: 'Porto Alegre',
    state: 'RS',
    cep: '90010',
    lat: -30.0277,
    lng: -51.2287,
    district: 'Centro Histórico',
  },
  { city: 'Salvador', state: 'BA', cep: '40020', lat: -12.9714, lng: -38.5014, district: 'Comércio' },
  { city: 'Recife', state: 'PE', cep: '50030', lat: -8.0476, lng: -34.877, district: 'Boa Vista' },
  { city: 'Fortaleza', state: 'CE', cep: '60060', lat: -3.7319, lng: -38.5267, district: 'Aldeota' },
  { city: 'Goiânia', state: 'GO', cep: '74003', lat: -16.6869, lng: -49.2648, district: 'Setor Central' },
  { city: 'Florianópolis', state: 'SC', cep: '88010', lat: -27.5954, lng: -48.548, district: 'Centro' },
  { city: 'Manaus', state: 'AM', cep: '69005', lat: -3.119, lng: -60.0217, district: 'Centro' },
];
