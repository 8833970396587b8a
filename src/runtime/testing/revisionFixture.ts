import ptBR from '../../../metadata/i18n/pt-BR.json';
import type { RevisionDetail, RevisionRow } from '../formApproval/FormRevision';
import { describeAdjustment } from '../forms/approval/describeAdjustment';
import { diffFormModels } from '../forms/approval/diffFormModels';
import type { FormModel } from '../forms/FormModel';
import { createTranslator } from '../i18n/createTranslator';

const { t } = createTranslator({ 'pt-BR': ptBR });

/** The published version of the fixture's form. */
export const OLD_MODEL: FormModel = {
  name: 'Inspeção de câmara fria',
  groups: [
    {
      id: 'g1',
      name: 'Medições',
      fields: [
        { id: 'temp', name: 'Temperatura', type: 'number' },
        {
          id: 'status',
          name: 'Situação',
          type: 'choiceSingle',
          options: [
            { id: 'ok', name: 'Conforme' },
            { id: 'nc', name: 'Não conforme' },
          ],
        },
        { id: 'notes', name: 'Observações', type: 'textMultiline' },
      ],
    },
  ],
};

/** The proposed version: temperature required, an option added, notes removed, a photo added. */
export const NEW_MODEL: FormModel = {
  name: 'Inspeção de câmara fria',
  groups: [
    {
      id: 'g1',
      name: 'Medições',
      fields: [
        { id: 'temp', name: 'Temperatura', type: 'number', required: true },
        {
          id: 'status',
          name: 'Situação',
          type: 'choiceSingle',
          options: [
            { id: 'ok', name: 'Conforme' },
            { id: 'nc', name: 'Não conforme' },
            { id: 'na', name: 'Não se aplica' },
          ],
        },
        { id: 'photo', name: 'Foto do termômetro', type: 'textShort' },
      ],
    },
  ],
};

/**
 * A revision in review as ConsultarRevisaoModelo answers it (round 2 of 2, reviewable), for screen and
 * controller tests; `overrides` changes any key.
 *
 * @example revisionFixture({ PODE_REVISAR: false, SOMENTE_LEITURA: true })
 */
export function revisionFixture(overrides: Partial<RevisionDetail> = {}): RevisionDetail {
  return {
    ID: 12,
    MODELO_ID: 5,
    MODELO_NOME: 'Inspeção de câmara fria',
    ESTADO: 'in_review',
    ATRASADA: false,
    ROUND: 2,
    ROUNDS: 2,
    SOMENTE_LEITURA: false,
    PODE_REVISAR: true,
    PODE_APROVAR_FINAL: false,
    FLUXO: { ID: 0, NOME: 'Fluxo padrão', MINIMO: 2, FINAL: null, PRAZO: { unit: 'days', amount: 2 } },
    AUTOR: { ID: 3, NOME: 'Admin Demo' },
    CRIADA_EM: '2026-11-20T12:00:00.000Z',
    PRAZO: '2026-11-22T12:00:00.000Z',
    VERSAO_ANTIGA: 3,
    VERSAO_NOVA: 4,
    MODELO_ANTIGO: OLD_MODEL,
    MODELO_NOVO: NEW_MODEL,
    AJUSTES: diffFormModels(OLD_MODEL, NEW_MODEL).map((a) => ({
      ID: a.id,
      KIND: a.kind,
      TEXTO: describeAdjustment(a, t),
      DECISOES: [],
    })),
    APROVACOES: [],
    REPROVACAO: null,
    ...overrides,
  };
}

/** A row of the approval list (ConsultarRevisoesModelo) for the fixture's form; `overrides` changes any key. */
export function revisionRowFixture(overrides: Partial<RevisionRow> = {}): RevisionRow {
  return {
    ID: 12,
    MODELO_ID: 5,
    MODELO_NOME: 'Inspeção de câmara fria',
    FLUXO_ID: 0,
    FLUXO_NOME: 'Fluxo padrão',
    AUTOR_ID: 3,
    AUTOR_NOME: 'Admin Demo',
    ESTADO: 'in_review',
    ATRASADA: false,
    ROUND: 1,
    CRIADA_EM: '2026-11-20T12:00:00.000Z',
    PRAZO: null,
    APROVACOES: 0,
    MINIMO: 2,
    FINAL_PENDENTE: false,
    AGUARDANDO_MIM: true,
    ...overrides,
  };
}
