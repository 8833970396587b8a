import type { FormModel } from '../forms/FormModel';
import type { AdjustmentKind } from '../forms/approval/ADJUSTMENT_KINDS';
import type { ApprovalDeadline } from './ApprovalFlow';
import type { FormApprovalState } from './FormApprovalState';
import type { RevisionState } from './RevisionState';

export type { FormApprovalState, RevisionState };

export const REVISION_STATES: readonly RevisionState[] = ['in_review', 'approved', 'disapproved'];

/** Who disapproved a revision and why (ConsultarEdicaoModelo's and ConsultarRevisaoModelo's REPROVACAO). */
export interface RevisionDisapproval {
  REVISOR_NOME: string;
  JUSTIFICATIVA: string;
  EM: string;
}

/** One row of ConsultarRevisoesModelo (the approval list, /form/approval). */
export interface RevisionRow {
  ID: number;
  MODELO_ID: number;
  MODELO_NOME: string;
  /** 0: the default flow. */
  FLUXO_ID: number;
  FLUXO_NOME: string;
  AUTOR_ID: number;
  AUTOR_NOME: string;
  ESTADO: RevisionState;
  ATRASADA: boolean;
  ROUND: number;
  CRIADA_EM: string;
  PRAZO: string | null;
  APROVACOES: number;
  MINIMO: number;
  FINAL_PENDENTE: boolean;
  AGUARDANDO_MIM: boolean;
}

/** The list's filter (ConsultarRevisoesModelo's FILTRO); an absent key does not filter. */
export interface RevisionFilter {
  ESTADO?: RevisionState;
  MODELO?: number;
  /** 0: the default flow. */
  FLUXO?: number;
  AUTOR?: number;
  ATRASADAS?: boolean;
  PARA_MIM?: boolean;
}

/** ConsultarRevisoesModelo's answer: one page, the filtered total and the company's counts. */
export interface RevisionListAnswer {
  REVISOES: RevisionRow[];
  TOTAL: number;
  CONTAGEM: Record<RevisionState | 'late' | 'waiting_for_me', number>;
}

/** One reviewer's decision on one adjustment. */
export interface AdjustmentDecision {
  REVISOR_ID: number;
  REVISOR_NOME: string;
  DECISAO: 'approved' | 'rejected';
  JUSTIFICATIVA: string | null;
  EM: string;
}

/** One adjustment of a revision: its diffFormModels id and kind, its text (pt-BR) and the decisions. */
export interface RevisionAdjustment {
  ID: string;
  KIND: AdjustmentKind;
  TEXTO: string;
  DECISOES: AdjustmentDecision[];
}

/** A revision's round as ConsultarRevisaoModelo (and the decision commands) answer it. */
export interface RevisionDetail {
  ID: number;
  MODELO_ID: number;
  MODELO_NOME: string;
  ESTADO: RevisionState;
  ATRASADA: boolean;
  ROUND: number;
  ROUNDS: number;
  SOMENTE_LEITURA: boolean;
  PODE_REVISAR: boolean;
  PODE_APROVAR_FINAL: boolean;
  FLUXO: {
    ID: number;
    NOME: string;
    MINIMO: number;
    FINAL: null | { kind: 'employee' | 'role'; id: number; name: string };
    PRAZO: ApprovalDeadline;
  };
  AUTOR: { ID: number; NOME: string };
  CRIADA_EM: string;
  PRAZO: string | null;
  VERSAO_ANTIGA: number;
  VERSAO_NOVA: number;
  MODELO_ANTIGO: FormModel;
  MODELO_NOVO: FormModel;
  AJUSTES: RevisionAdjustment[];
  APROVACOES: { REVISOR_ID: number; REVISOR_NOME: string; FINAL: boolean; EM: string }[];
  REPROVACAO: RevisionDisapproval | null;
}

/** One message of a revision's chat (ConsultarMensagensRevisao, oldest first). */
export interface RevisionMessage {
  ID: number;
  AUTOR_ID: number;
  AUTOR_NOME: string;
  TEXTO: string;
  EM: string;
}
