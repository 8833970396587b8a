import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Workflow } from '../../../runtime/workflows/Workflow';
import { mockReactFlowDom } from '../../testing/mockReactFlowDom';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { DocumentWorkflow } from './DocumentWorkflow';
import type { WorkflowAnswer, WorkflowRunAnswer } from './WorkflowAnswer';
import { workflowMapStates } from './workflowMapStates';

beforeAll(mockReactFlowDom);

const step = (id: string, type: string, name: string, next: string | null, settings: object = {}) => ({
  id,
  type,
  name,
  next,
  settings,
});

/** start → Vistoria → Conforme? (nc: Correção; default: Avisar cliente) → Fim. */
const MAP: Workflow = {
  steps: [
    step('start', 'start', 'Início', 'fill1'),
    step('fill1', 'documentFill', 'Vistoria', 'd1'),
    step('d1', 'decision', 'Conforme?', null, {
      paths: [
        { id: 'conforme', name: 'Conforme', rule: null, next: 'mail' },
        { id: 'nc', name: 'Não conforme', rule: null, next: 'fill2' },
      ],
      defaultPathId: 'conforme',
    }),
    step('fill2', 'documentFill', 'Correção', 'end'),
    step('mail', 'sendEmail', 'Avisar cliente', 'end'),
    step('end', 'end', 'Fim', null),
  ],
  layout: {
    start: { x: 0, y: 0 },
    fill1: { x: 0, y: 140 },
    d1: { x: 0, y: 280 },
    fill2: { x: -150, y: 420 },
    mail: { x: 150, y: 420 },
    end: { x: 0, y: 560 },
  },
};

const run = (id: number, extra: Partial<WorkflowRunAnswer> = {}): WorkflowRunAnswer => ({
  id,
  state: 'finished',
  startedAt: '2026-11-25T12:00:00.000Z',
  dueAt: null,
  finishedAt: '2026-11-25T12:00:00.000Z',
  finishedBy: null,
  finishedByName: null,
  branch: null,
  justification: null,
  details: {},
  ...extra,
});

/** The flow went the non-compliant way and waits in "Correção" (late when `late`). */
function answer(late: boolean): WorkflowAnswer {
  const passo = (id: string, state: WorkflowAnswer['PASSOS'][number]['state'], runs: WorkflowRunAnswer[]) => {
    const found = MAP.steps.find((s) => s.id === id)!;
    return { id, name: found.name, type: found.type, state, dueAt: null, expiry: null, runs };
  };
  const open = late ? 'expired' : 'waiting';
  return {
    WORKFLOW: {
      instanceId: 3,
      status: 'running',
      currentStepId: 'fill2',
      startedAt: '2026-11-25T12:00:00.000Z',
      finishedAt: null,
      map: MAP,
    },
    PASSOS: [
      passo('start', 'finished', [run(1)]),
      passo('fill1', 'finished', [run(2)]),
      passo('d1', 'finished', [run(3, { branch: 'nc', details: { branchName: 'Não conforme' } })]),
      passo('fill2', open, [run(4, { state: open, finishedAt: null })]),
      passo('mail', 'notStarted', []),
      passo('end', 'notStarted', []),
    ],
  };
}

const nodeOf = (map: HTMLElement, id: string) =>
  map.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`)!;

describe("the running workflow's map (DocumentWorkflow)", () => {
  it('draws each step in its state, the branch taken, a legend, and names the states for screen readers', async () => {
    renderWithRuntime(<DocumentWorkflow documentId={31} canJump={false} />, {
      ConsultarWorkflowDocumento: () => ({ ...answer(false) }),
    });
    const map = await screen.findByRole('img', {
      name: 'Mapa do workflow. Finalizada: 3; Aguardando início: 1; Não iniciada: 1; Não percorrida: 1; Etapa atual: Correção',
    });
    const states = Object.fromEntries(
      MAP.steps.map((s) => [
        s.id,
        [
          nodeOf(map, s.id).querySelector('[data-state]')!.getAttribute('data-state'),
          nodeOf(map, s.id).textContent,
        ],
      ]),
    );
    expect(states).toEqual({
      start: ['finished', 'InícioInícioFinalizada'],
      fill1: ['finished', 'Preenchimento de documentoVistoriaFinalizada'],
      d1: ['finished', 'DecisãoConforme?FinalizadaConformeNão conforme'],
      fill2: ['waiting', 'Preenchimento de documentoCorreçãoAguardando início'],
      // The default path was not taken: the e-mail can no longer be reached from the current step.
      mail: ['skipped', 'Enviar e-mailAvisar clienteNão percorrida'],
      end: ['notStarted', 'FimFimNão iniciada'],
    });
    // Read only: nothing to drag, select or connect.
    for (const node of map.querySelectorAll('.react-flow__node')) {
      expect(node.classList.contains('draggable')).toBe(false);
      expect(node.classList.contains('selectable')).toBe(false);
    }
    expect(map.querySelectorAll('.react-flow__handle.connectable')).toHaveLength(0);
    const legend = screen.getByRole('list', { name: 'Legenda do mapa' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Finalizada',
      'Aguardando início',
      'Atrasada',
      'Não iniciada',
      'Não percorrida',
      'Caminho seguido',
    ]);
    // The ordered list stays, the accessible alternative.
    expect(screen.getByRole('list', { name: 'Etapas do workflow' })).toBeTruthy();
  });

  it('marks a late step', async () => {
    renderWithRuntime(<DocumentWorkflow documentId={31} canJump={false} />, {
      ConsultarWorkflowDocumento: () => ({ ...answer(true) }),
    });
    const map = await screen.findByRole('img', { name: /Atrasada: 1; .*Etapa atual: Correção$/ });
    expect(nodeOf(map, 'fill2').textContent).toContain('Atrasada');
    expect(nodeOf(map, 'fill2').querySelector('[data-state]')!.getAttribute('data-state')).toBe('expired');
  });

  // jsdom measures no handle, so React Flow draws no edge there: the e2e journey sees them drawn.
  it('takes the links the flow went by: the decision by its branch, a single output when the next step ran', () => {
    const { PASSOS } = answer(false);
    expect([...workflowMapStates(PASSOS, MAP, 'running', 'fill2').taken].sort()).toEqual([
      'd1:nc',
      'fill1:next',
      'start:next',
    ]);
    // Once the flow ended, every step it never reached was skipped.
    const done = workflowMapStates(
      PASSOS.map((p) => (p.id === 'fill2' ? { ...p, state: 'finished' as const, runs: [run(4)] } : p)).map(
        (p) => (p.id === 'end' ? { ...p, state: 'finished' as const, runs: [run(5)] } : p),
      ),
      MAP,
      'finished',
      null,
    );
    expect(done.tones.get('mail')).toBe('skipped');
    expect(done.tones.get('end')).toBe('finished');
    expect(done.taken.has('fill2:next')).toBe(true);
    expect(done.taken.has('mail:next')).toBe(false);
  });
});
