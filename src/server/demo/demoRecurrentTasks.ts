import type { DemoRecurrentTask } from './DemoRecurrentTask';

/** The Demo company's recurrent tasks: one weekly, one monthly with an expiry, so both kinds have occurrences. */
export const DEMO_RECURRENT_TASKS: DemoRecurrentTask[] = [
  {
    title: 'Ronda de segurança (seg, qua, sex)',
    form: 'inspection',
    baseDay: -14,
    rule: { recurrenceType: 'weekly', weekdays: [1, 3, 5], expiryDays: 0 },
    who: 'operador',
  },
  {
    title: 'Manutenção mensal do elevador',
    form: 'maintenance',
    baseDay: -40,
    rule: { recurrenceType: 'monthly', monthDay: 10, expiryDays: 5 },
    who: 'squad',
  },
];
