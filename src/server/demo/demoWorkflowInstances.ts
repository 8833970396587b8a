/** What happens to a demo workflow document after it started, `hoursLater` after the previous event. */
export type DemoWorkflowMove =
  | { fill: 'operador' | 'supervisor'; answers: Record<string, unknown>; hoursLater: number }
  | { jump: 'dono'; justification: string; hoursLater: number };

/** One document of the demo workflow form, started by the operator `startedHoursAgo` before the seed. */
export interface DemoWorkflowInstance {
  title: string;
  startedHoursAgo: number;
  moves: DemoWorkflowMove[];
}

const NON_COMPLIANT = { resultado: 'nao_conforme', observacao: 'Extintor do corredor vencido' };

/**
 * The Demo company's documents of "Inspeção com aprovação do supervisor" (demoWorkflowForm.ts), one in
 * each state of its workflow (issue 14): waiting for the operator's inspection, waiting for the
 * supervisor's correction, finished through the client's e-mail, finished through the supervisor, late
 * (the operator's 24 hours passed), and advanced past the supervisor with "Avançar etapa".
 *
 * @example DEMO_WORKFLOW_INSTANCES.map((i) => i.title)
 */
export const DEMO_WORKFLOW_INSTANCES: DemoWorkflowInstance[] = [
  { title: 'Inspeção da Loja Centro', startedHoursAgo: 2, moves: [] },
  {
    title: 'Inspeção do depósito',
    startedHoursAgo: 6,
    moves: [{ fill: 'operador', answers: NON_COMPLIANT, hoursLater: 1 }],
  },
  {
    title: 'Inspeção da recepção',
    startedHoursAgo: 72,
    moves: [
      {
        fill: 'operador',
        answers: {
          resultado: 'conforme',
          observacao: 'Tudo em ordem',
          email_cliente: 'compras@cliente-demo.com',
        },
        hoursLater: 2,
      },
    ],
  },
  {
    title: 'Inspeção da cozinha industrial',
    startedHoursAgo: 96,
    moves: [
      { fill: 'operador', answers: NON_COMPLIANT, hoursLater: 1 },
      {
        fill: 'supervisor',
        answers: { acao_corretiva: 'Extintor substituído e etiqueta atualizada' },
        hoursLater: 5,
      },
    ],
  },
  { title: 'Inspeção do estacionamento', startedHoursAgo: 30, moves: [] },
  {
    title: 'Inspeção da casa de máquinas',
    startedHoursAgo: 50,
    moves: [
      { fill: 'operador', answers: NON_COMPLIANT, hoursLater: 2 },
      {
        jump: 'dono',
        justification: 'Correção confirmada por telefone com o cliente',
        hoursLater: 20,
      },
    ],
  },
];
