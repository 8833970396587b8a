import { cnpjFrom, cpfFrom } from './brazilianDocuments';

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
const STREETS = [
  'Rua das Flores',
  'Avenida Brasil',
  'Rua XV de Novembro',
  'Avenida Paulista',
  'Rua da Consolação',
  'Rua Sete de Setembro',
  'Avenida Afonso Pena',
  'Rua Augusta',
  'Avenida Getúlio Vargas',
  'Rua Tiradentes',
];
const FIRST = [
  'Ana',
  'Bruno',
  'Carla',
  'Diego',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Larissa',
  'Marcos',
  'Natália',
  'Otávio',
  'Paula',
  'Rafael',
  'Sabrina',
  'Thiago',
  'Vanessa',
  'Wagner',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Almeida',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Araújo',
];
const COMPANY = [
  'Supermercados',
  'Construtora',
  'Hospital',
  'Indústria Têxtil',
  'Transportadora',
  'Farmácias',
  'Hotel',
  'Condomínio',
  'Escola',
  'Agropecuária',
  'Metalúrgica',
  'Padaria',
];
const COMPANY_NAMES = [
  'Horizonte',
  'Boa Vista',
  'São Jorge',
  'Primavera',
  'Atlântico',
  'Pampa',
  'Ipê Amarelo',
  'Serra Azul',
  'Cerrado',
  'Vale Verde',
  'Aurora',
  'Três Rios',
];

const pick = <T>(list: T[], i: number): T => list[i % list.length]!;

/** A full address in one of the demo cities, with coordinates jittered around the centre. */
export function demoAddress(i: number): Record<string, unknown> {
  const c = pick(DEMO_CITIES, i);
  return {
    cep: `${c.cep}-${String(100 + ((i * 37) % 900)).padStart(3, '0')}`,
    country: 'Brasil',
    state: c.state,
    city: c.city,
    district: c.district,
    street: pick(STREETS, i * 3 + 1),
    number: String(10 + ((i * 53) % 1900)),
    ...(i % 4 === 0 ? { complement: `Sala ${1 + (i % 30)}` } : {}),
    latitude: Math.round((c.lat + (((i * 7919) % 200) - 100) / 2000) * 1e6) / 1e6,
    longitude: Math.round((c.lng + (((i * 104729) % 200) - 100) / 2000) * 1e6) / 1e6,
  };
}

/** A phone with a city's area code: `(11) 9xxxx-xxxx`. */
export function demoPhone(i: number, areaCode = 11): string {
  const n = String(10000000 + ((i * 7654321) % 89999999)).slice(0, 8);
  return `(${areaCode}) 9${n.slice(0, 4)}-${n.slice(4)}`;
}

/**
 * The i-th demo client: companies (CNPJ, a responsible person) and, every third, private persons (CPF).
 * Deterministic, so the bench can make 100,000 distinct ones.
 *
 * @example demoClient(0).name // 'Supermercados Horizonte'
 */
export function demoClient(i: number): Record<string, unknown> {
  const person = i % 3 === 2;
  const first = pick(FIRST, i * 7 + 3);
  const last = pick(LAST, i * 5 + 1);
  const round = Math.floor(i / (COMPANY.length * COMPANY_NAMES.length));
  const name = person
    ? `${first} ${last} ${pick(LAST, i * 11 + 4)}`
    : `${pick(COMPANY, i)} ${pick(COMPANY_NAMES, Math.floor(i / COMPANY.length))}${round ? ` ${round + 1}` : ''}`;
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.');
  return {
    name,
    email: `contato@${slug}${i}.com.br`,
    ...(person ? { cpf: cpfFrom(100000000 + i * 7919) } : { cnpj: cnpjFrom(10000000 + i * 104729) }),
    phone: demoPhone(i),
    ...(person ? {} : { responsibleName: `${first} ${last}`, responsiblePhone: demoPhone(i + 1, 21) }),
    address: demoAddress(i),
  };
}
