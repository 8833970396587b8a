import { createStore, type StoreApi } from 'zustand/vanilla';
import { isNotFoundError } from '../../errors/isNotFoundError';
import type { RevisionDetail, RevisionMessage } from '../../formApproval/FormRevision';
import type { CommandFn, CommandParams } from '../../protocol/CommandFn';

export interface RevisionReviewState {
  /** `notFound`: no such revision in the caller's company. */
  status: 'loading' | 'ready' | 'failed' | 'notFound';
  revision: RevisionDetail | undefined;
  /** The revision's chat, oldest first; undefined until read (or when the caller may not read it). */
  messages: RevisionMessage[] | undefined;
  busy: boolean;
  /** True once a decision published the revision (AprovarRevisaoModelo's PUBLICADA). */
  published: boolean;
  load: () => Promise<void>;
  loadMessages: () => Promise<void>;
  /** AvaliarAjusteRevisao; a rejection carries its justification. True when accepted. */
  decide: (adjustment: string, decision: 'approved' | 'rejected', justification?: string) => Promise<boolean>;
  /** AprovarRevisaoModelo: every adjustment not decided yet, and the reviewer's (or the final) approval. */
  approve: () => Promise<boolean>;
  /** ReprovarRevisaoModelo with the justification: back to its author. */
  reject: (justification: string) => Promise<boolean>;
  /** EnviarMensagemRevisao; true when sent (the chat is read again). */
  send: (text: string) => Promise<boolean>;
}

/**
 * The review screen's data (/form/approval/review/:id/:history, docs/form-approval.md): one round of a
 * revision (ConsultarRevisaoModelo), the decisions on its adjustments and on the whole revision, and its
 * chat. Each decision answers the revision as it now is. The adapter toasts the server's refusals.
 *
 * @example
 * const review = createRevisionReviewController({ command, id: 12, round: 2 });
 * await review.getState().load(); await review.getState().decide('field.required:temp', 'approved');
 */
export function createRevisionReviewController(options: {
  command: CommandFn;
  id: number;
  /** The round to show; undefined: the latest. */
  round?: number;
}): StoreApi<RevisionReviewState> {
  const { command, id, round } = options;
  return createStore<RevisionReviewState>((set, get) => {
    const decideWith = async (name: string, params: CommandParams) => {
      set({ busy: true });
      try {
        const answer = await command<{ REVISAO: RevisionDetail; PUBLICADA?: boolean }>(name, {
          ID: id,
          ...params,
        });
        set({ revision: answer.REVISAO, published: get().published || answer.PUBLICADA === true });
        return true;
      } catch {
        return false;
      } finally {
        set({ busy: false });
      }
    };
    return {
      status: 'loading',
      revision: undefined,
      messages: undefined,
      busy: false,
      published: false,

      async load() {
        try {
          const { REVISAO } = await command<{ REVISAO: RevisionDetail }>(
            'ConsultarRevisaoModelo',
            { ID: id, ...(round ? { ROUND: round } : {}) },
            { silentOnSuccess: true, silentNotFound: true },
          );
          set({ status: 'ready', revision: REVISAO });
        } catch (error) {
          set({ status: isNotFoundError(error) ? 'notFound' : 'failed' });
        }
      },

      async loadMessages() {
        try {
          const { MENSAGENS } = await command<{ MENSAGENS: RevisionMessage[] }>(
            'ConsultarMensagensRevisao',
            { ID: id },
            { silent: true },
          );
          set({ messages: MENSAGENS });
        } catch {
          // Read again with the next message; the review itself does not depend on it.
        }
      },

      decide: (adjustment, decision, justification) =>
        decideWith('AvaliarAjusteRevisao', {
          AJUSTE: adjustment,
          DECISAO: decision,
          ...(justification ? { JUSTIFICATIVA: justification } : {}),
        }),
      approve: () => decideWith('AprovarRevisaoModelo', {}),
      reject: (justification) => decideWith('ReprovarRevisaoModelo', { JUSTIFICATIVA: justification }),

      async send(text) {
        try {
          await command('EnviarMensagemRevisao', { ID: id, TEXTO: text }, { silentOnSuccess: true });
          await get().loadMessages();
          return true;
        } catch {
          return false;
        }
      },
    };
  });
}
