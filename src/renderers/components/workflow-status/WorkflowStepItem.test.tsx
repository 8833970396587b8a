import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import type { WorkflowAnswer } from './WorkflowAnswer';
import { WorkflowStepItem } from './WorkflowStepItem';

type Step = WorkflowAnswer['PASSOS'][number];

const run = (finishedAt: string | null): Step['runs'][number] => ({
  id: 1,
  state: finishedAt ? 'finished' : 'waiting',
  startedAt: '2026-11-25T12:00:00Z',
  dueAt: null,
  finishedAt,
  finishedBy: finishedAt ? 3 : null,
  finishedByName: finishedAt ? 'Maria Souza' : null,
  branch: null,
  justification: null,
  details: {},
});

const step = (patch: Partial<Step>): Step => ({
  id: 'correcao',
  name: 'Correção do supervisor',
  type: 'documentFill',
  state: 'waiting',
  dueAt: null,
  expiry: null,
  runs: [run(null)],
  ...patch,
});

describe('WorkflowStepItem', () => {
  it('names who may fill a waiting step', async () => {
    renderWithRuntime(
      <ul>
        <WorkflowStepItem step={step({ waitingFor: ['Maria Souza', 'Equipe Norte'] })} current />
      </ul>,
    );
    expect(await screen.findByText('Aguardando: Maria Souza, Equipe Norte')).toBeTruthy();
    expect(screen.getByRole('listitem', { current: 'step' })).toBeTruthy();
  });

  it('names nobody once the step finished, nor when the answer has no names', async () => {
    renderWithRuntime(
      <ul>
        <WorkflowStepItem
          step={step({ state: 'finished', runs: [run('2026-11-25T14:00:00Z')], waitingFor: ['Maria Souza'] })}
          current={false}
        />
        <WorkflowStepItem step={step({ id: 'vistoria', name: 'Vistoria' })} current />
      </ul>,
    );
    expect(await screen.findByText('Finalizada')).toBeTruthy();
    expect(screen.getByText('Aguardando início')).toBeTruthy();
    expect(screen.queryByText(/^Aguardando:/)).toBeNull();
  });
});
