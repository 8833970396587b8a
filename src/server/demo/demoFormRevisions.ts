import type { FormField, FormModel } from '../../runtime/forms/FormModel';

const check = (id: string, name: string, extra: Partial<FormField> = {}): FormField => ({
  id,
  name,
  type: 'choiceSingle',
  options: [
    { id: 'ok', name: 'Conforme' },
    { id: 'nok', name: 'Não conforme' },
  ],
  ...extra,
});

const model = (name: string, fields: FormField[]): FormModel => ({
  name,
  groups: [{ id: 'itens', name: 'Itens verificados', fields }],
});

/** One revision of a demo form: its versions (indexes into `versions`, 1-based), state, age and people. */
export interface DemoRevision {
  base: number;
  proposed: number;
  state: 'in_review' | 'approved' | 'disapproved';
  hoursAgo: number;
  /** Logins of the approvals of its last round; `final` the final approver's. */
  approvals: { login: string; final?: boolean }[];
  rejection?: { login: string; justification: string };
}

/** A demo form under the custom flow "Segurança do trabalho", its versions and its revisions. */
export interface DemoRevisionForm {
  versions: FormModel[];
  /** The published version (forms.current_version). */
  published: number;
  revisions: DemoRevision[];
}

/**
 * The Demo company's form revisions (docs/form-approval.md "Demo"), one of each state, on three forms of
 * the custom flow "Segurança do trabalho" (supervisors once, then the owner): the PPE checklist with an
 * approved revision and one waiting for the supervisors, the work-at-height permit late, the vehicle
 * checklist disapproved with a justification. Authored by the administrator.
 */
export const DEMO_FORM_REVISIONS: DemoRevisionForm[] = [
  {
    versions: [
      model('Checklist de EPI', [check('capacete', 'Capacete'), check('luvas', 'Luvas')]),
      model('Checklist de EPI', [check('capacete', 'Capacete', { required: true }), check('luvas', 'Luvas')]),
      model('Checklist de EPI', [
        check('capacete', 'Capacete', { required: true }),
        check('luvas', 'Luvas', { auxText: 'Verifique se há furos ou rasgos' }),
        check('botas', 'Botas de segurança', { required: true }),
      ]),
    ],
    published: 2,
    revisions: [
      {
        base: 1,
        proposed: 2,
        state: 'approved',
        hoursAgo: 120,
        approvals: [{ login: 'supervisor@demo.campo' }, { login: 'dono@demo.campo', final: true }],
      },
      { base: 2, proposed: 3, state: 'in_review', hoursAgo: 2, approvals: [] },
    ],
  },
  {
    versions: [
      model('Permissão de trabalho em altura', [
        check('cinto', 'Cinto paraquedista'),
        check('ancoragem', 'Ponto de ancoragem'),
      ]),
      model('Permissão de trabalho em altura', [
        check('cinto', 'Cinto paraquedista', { required: true }),
        check('ancoragem', 'Ponto de ancoragem', { required: true }),
        { id: 'altura', name: 'Altura do trabalho (m)', type: 'number', required: true },
      ]),
    ],
    published: 1,
    revisions: [{ base: 1, proposed: 2, state: 'in_review', hoursAgo: 72, approvals: [] }],
  },
  {
    versions: [
      model('Checklist de veículo', [
        { id: 'placa', name: 'Placa do veículo', type: 'textShort', required: true },
        check('pneus', 'Pneus'),
      ]),
      model('Checklist de veículo', [
        { id: 'placa', name: 'Placa do veículo', type: 'textShort' },
        check('pneus', 'Pneus'),
        check('freios', 'Freios'),
      ]),
    ],
    published: 1,
    revisions: [
      {
        base: 1,
        proposed: 2,
        state: 'disapproved',
        hoursAgo: 30,
        approvals: [],
        rejection: {
          login: 'supervisor@demo.campo',
          justification: 'A placa do veículo precisa continuar obrigatória.',
        },
      },
    ],
  },
];
