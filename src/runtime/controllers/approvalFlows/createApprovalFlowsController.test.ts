import { describe, expect, it } from 'vitest';
import { stubAdapter } from '../../testing/stubAdapter';
import { createApprovalFlowsController, type ApprovalFlowsAnswer } from './createApprovalFlowsController';

const FLOWS: ApprovalFlowsAnswer = {
  PADRAO: {
    id: 1,
    kind: 'default',
    name: '',
    enabled: true,
    responsibles: [{ kind: 'role', id: 159 }],
    minApprovals: 2,
    finalApprover: null,
    deadline: { unit: 'none', amount: 0 },
    forms: [],
  },
  FLUXOS: [],
  FORA: [],
};

describe('createApprovalFlowsController', () => {
  it('loads the flows and the forms, reloads after a change, and answers false on a refusal', async () => {
    let loads = 0;
    const command = stubAdapter({
      ConsultarFluxosAprovacao: () => {
        loads++;
        return { ...FLOWS };
      },
      ListarModelos: () => ({ MODELOS: [{ id: 5, name: 'Checklist', state: 'active' }] }),
      AtribuirModelosFluxoAprovacao: () => ({}),
    });
    const store = createApprovalFlowsController({ command });
    await store.getState().load();
    expect(store.getState()).toMatchObject({
      status: 'ready',
      flows: FLOWS,
      forms: [{ id: 5, name: 'Checklist', pending: false }],
    });
    expect(await store.getState().assign(3, [5])).toBe(true);
    expect(loads).toBe(2);
    // Not stubbed: the stub refuses, the action answers false and leaves the data as it was.
    expect(await store.getState().remove(3)).toBe(false);
    expect(store.getState()).toMatchObject({ saving: false, flows: FLOWS });
  });

  it('fails the screen when the flows cannot be read', async () => {
    const store = createApprovalFlowsController({ command: stubAdapter({}) });
    await store.getState().load();
    expect(store.getState().status).toBe('failed');
  });
});
