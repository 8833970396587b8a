/** A demo field employee's phone: who carries it, its identifier and the streets it follows (lat, lon). */
export interface DemoTracker {
  /** The login's part before @ (a Demo user), or the shared login of `subUser`. */
  login: string;
  /** A person of the shared login (name and access code), created if missing. */
  subUser?: { name: string; code: string };
  identifier: string;
  route: Array<[number, number]>;
}

/**
 * The Demo company's field team on the map (issue 17): three phones around São Paulo, each looping over its
 * route during the day; seedDemoTrackers draws yesterday's and today's traces from them.
 */
export const DEMO_TRACKERS: DemoTracker[] = [
  {
    login: 'operador',
    identifier: 'demo-otavio',
    route: [
      [-23.5614, -46.6559], // Av. Paulista, MASP
      [-23.5572, -46.6623],
      [-23.5666, -46.6932], // Pinheiros
      [-23.5869, -46.682], // Vila Olímpia
      [-23.5874, -46.6576], // Ibirapuera
      [-23.5746, -46.6419],
    ],
  },
  {
    login: 'supervisor',
    identifier: 'demo-sergio',
    route: [
      [-23.5505, -46.6333], // Praça da Sé
      [-23.5432, -46.6291],
      [-23.5455, -46.6072], // Brás
      [-23.5588, -46.5995], // Mooca
      [-23.5733, -46.6233], // Vila Mariana
      [-23.5629, -46.638],
    ],
  },
  {
    login: 'rotativo',
    subUser: { name: 'Rita Rotativa', code: '529.982.247-25' },
    identifier: 'demo-rita',
    route: [
      [-23.5329, -46.6395], // Santa Cecília
      [-23.5255, -46.6652], // Barra Funda
      [-23.5366, -46.6881], // Lapa
      [-23.5477, -46.6721], // Perdizes
      [-23.5409, -46.65],
    ],
  },
];
