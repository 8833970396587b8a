import type { DemoUser } from './DemoUser';

/** A date `days` from today as yyyy-mm-dd (a SQL date). */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

interface SeedPlan {
  plan_name: string;
  plan_active: boolean;
  trial: boolean;
  trial_end: string | null;
  period_end: string | null;
  paid_licenses: number;
  free_licenses: number;
}

/** The demo companies and their users, one per role; `plan` is computed at seeding, relative to today. */
export const DEMO_COMPANIES: Array<{
  name: string;
  segmentId: number;
  contact: string;
  plan: () => SeedPlan;
  users: DemoUser[];
}> = [
  {
    name: 'Demo',
    segmentId: 194,
    contact: '(11) 99999-0000',
    // A paying BUSINESS customer with spare licences.
    plan: () => ({
      plan_name: 'BUSINESS',
      plan_active: true,
      trial: false,
      trial_end: null,
      period_end: daysFromToday(365),
      paid_licenses: 10,
      free_licenses: 2,
    }),
    users: [
      { login: 'dono@demo.campo', name: 'Dona Demo', groups: [158], owner: true },
      { login: 'admin@demo.campo', name: 'Ana Administradora', groups: [158] },
      { login: 'supervisor@demo.campo', name: 'Sérgio Supervisor', groups: [159] },
      { login: 'operador@demo.campo', name: 'Otávio Operador', groups: [160] },
      { login: 'visualizador@demo.campo', name: 'Vera Visualizadora', groups: [161] },
      { login: 'rotativo@demo.campo', name: 'Equipe Rotativa', groups: [160], shared: true },
    ],
  },
  {
    name: 'Outra',
    segmentId: 18,
    contact: '(21) 98888-0000',
    // A trial still running (longer than a real one, so a demo database stays usable for a while).
    plan: () => ({
      plan_name: 'TRIAL',
      plan_active: true,
      trial: true,
      trial_end: daysFromToday(30),
      period_end: null,
      paid_licenses: 0,
      free_licenses: 0,
    }),
    users: [{ login: 'dono@outra.campo', name: 'Olga Outra', groups: [158], owner: true }],
  },
];
