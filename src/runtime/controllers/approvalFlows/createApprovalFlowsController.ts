import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ApprovalFlow, ApprovalFlowSettings } from '../../formApproval/ApprovalFlow';
import type { FormApprovalState } from '../../formApproval/FormRevision';
import type { CommandFn, CommandParams } from '../../protocol/CommandFn';

/** ConsultarFluxosAprovacao's answer: the default flow, the custom flows, the forms out of approval. */
export interface ApprovalFlowsAnswer {
  PADRAO: ApprovalFlow;
  FLUXOS: ApprovalFlow[];
  FORA: { id: number; name: string }[];
}

export interface ApprovalFlowsState {
  status: 'loading' | 'ready' | 'failed';
  flows: ApprovalFlowsAnswer | undefined;
  /**
   * The company's live forms (ListarModelos), to assign to a custom flow; `pending`: the form has a
   * revision in review or disapproved (moving it asks now or after that revision).
   */
  forms: { id: number; name: string; pending: boolean }[];
  saving: boolean;
  load: () => Promise<void>;
  /** SalvarFluxoAprovacaoPadrao; true when saved. */
  saveDefault: (flow: ApprovalFlowSettings & { enabled: boolean }) => Promise<boolean>;
  /** SalvarFluxoAprovacao: creates without `id`, edits with it; true when saved. */
  saveCustom: (flow: ApprovalFlowSettings & { name: string }, id?: number) => Promise<boolean>;
  /** ExcluirFluxoAprovacao: its forms return to the default flow. */
  remove: (id: number) => Promise<boolean>;
  /** AtribuirModelosFluxoAprovacao; `when` for forms with a pending revision (default now). */
  assign: (id: number, formIds: number[], when?: 'now' | 'after_revision') => Promise<boolean>;
  /** RemoverModelosFluxoAprovacao: back to the default flow, or out of approval. */
  removeForms: (formIds: number[], destination: 'default' | 'none') => Promise<boolean>;
}

/**
 * The approval flow configuration screen's data (docs/form-approval.md): the flows and the forms, and
 * every change as its command, reloading the flows after each. The adapter toasts the server's refusals;
 * the actions answer whether they succeeded.
 *
 * @example
 * const flows = createApprovalFlowsController({ command });
 * await flows.getState().load(); await flows.getState().assign(3, [12]);
 */
export function createApprovalFlowsController(options: { command: CommandFn }): StoreApi<ApprovalFlowsState> {
  const { command } = options;
  return createStore<ApprovalFlowsState>((set, get) => {
    const run = async (name: string, params: CommandParams) => {
      set({ saving: true });
      try {
        await command(name, params);
        await get().load();
        return true;
      } catch {
        return false;
      } finally {
        set({ saving: false });
      }
    };
    return {
      status: 'loading',
      flows: undefined,
      forms: [],
      saving: false,

      async load() {
        try {
          const [flows, forms] = await Promise.all([
            command<ApprovalFlowsAnswer>('ConsultarFluxosAprovacao', {}, { silentOnSuccess: true }),
            command<{ MODELOS?: { id: number; name: string; APROVACAO?: FormApprovalState | null }[] }>(
              'ListarModelos',
              {},
              { silent: true },
            ).catch(() => ({ MODELOS: [] })),
          ]);
          set({
            status: 'ready',
            flows,
            forms: (forms.MODELOS ?? []).map((f) => ({
              id: f.id,
              name: f.name,
              pending: f.APROVACAO?.ESTADO === 'in_review' || f.APROVACAO?.ESTADO === 'disapproved',
            })),
          });
        } catch {
          set({ status: 'failed' });
        }
      },
      saveDefault: (flow) => run('SalvarFluxoAprovacaoPadrao', { FLUXO: flow }),
      saveCustom: (flow, id) => run('SalvarFluxoAprovacao', { ...(id ? { ID: id } : {}), FLUXO: flow }),
      remove: (id) => run('ExcluirFluxoAprovacao', { ID: id }),
      assign: (id, formIds, when) =>
        run('AtribuirModelosFluxoAprovacao', { ID: id, MODELOS: formIds, ...(when ? { QUANDO: when } : {}) }),
      removeForms: (formIds, destination) =>
        run('RemoverModelosFluxoAprovacao', { MODELOS: formIds, DESTINO: destination }),
    };
  });
}
