import type { TFunction } from 'i18next';
import type { Kysely } from 'kysely';
import { describeAdjustment } from '../../runtime/forms/approval/describeAdjustment';
import { diffFormModels } from '../../runtime/forms/approval/diffFormModels';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { AudienceViewer } from '../access/AudienceViewer';
import { CommandFailure } from '../commands/CommandFailure';
import type { Database } from '../db/Database';
import { flowKeyOf, loadRevisionFlows, type RevisionFlow } from './RevisionFlow';
import { isFinalApprover, isResponsible } from './revisionRoles';
import { userNames } from './userNames';

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** A flow's name as the revisions answer it: the default flow's is "Fluxo padrão". */
export const flowName = (flow: Pick<RevisionFlow, 'key' | 'name'> | undefined, t: TFunction) =>
  flow ? (flow.key === 0 ? t('formApproval.config.defaultFlow') : flow.name) : '';

/**
 * ConsultarRevisaoModelo's REVISAO (docs/form-approval.md): one round of a company's revision (the latest
 * unless `round`) with both versions' models, its adjustments (diffFormModels, in words) and each
 * reviewer's decisions, the round's approvals and rejection, and what the viewer may do. Another
 * company's revision, a cancelled one, or a round it does not have, is ENTITY_NOT_FOUND.
 *
 * @example const REVISAO = await loadRevision(ctx.db, viewer, 3, undefined, ctx.t);
 */
export async function loadRevision(
  db: Kysely<Database>,
  viewer: AudienceViewer,
  id: number,
  round: number | undefined,
  t: TFunction,
) {
  const companyId = viewer.companyId;
  const revision = await db
    .selectFrom('form_revisions as r')
    .innerJoin('forms as f', (join) =>
      join.onRef('f.company_id', '=', 'r.company_id').onRef('f.id', '=', 'r.form_id'),
    )
    .selectAll('r')
    .select('f.name as form_name')
    .where('r.company_id', '=', companyId)
    .where('r.id', '=', id)
    .executeTakeFirst();
  // A cancelled revision (its form deleted while pending) is out of the reviews, as out of the list.
  if (!revision || revision.state === 'cancelled') throw new CommandFailure('ENTITY_NOT_FOUND');
  const chosen = round ?? revision.round;
  const roundRow = await db
    .selectFrom('form_revision_rounds')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('revision_id', '=', id)
    .where('round', '=', chosen)
    .executeTakeFirst();
  if (!roundRow) throw new CommandFailure('ENTITY_NOT_FOUND');
  const scope = { company_id: companyId, revision_id: id, round: chosen };
  const decisions = await db
    .selectFrom('form_revision_decisions')
    .selectAll()
    .where('company_id', '=', scope.company_id)
    .where('revision_id', '=', scope.revision_id)
    .where('round', '=', scope.round)
    .orderBy('at')
    .execute();
  const approvals = await db
    .selectFrom('form_revision_approvals')
    .selectAll()
    .where('company_id', '=', scope.company_id)
    .where('revision_id', '=', scope.revision_id)
    .where('round', '=', scope.round)
    .orderBy('at')
    .execute();
  const versions = await db
    .selectFrom('form_versions')
    .select(['version', 'model'])
    .where('company_id', '=', companyId)
    .where('form_id', '=', revision.form_id)
    .where('version', 'in', [roundRow.base_version, roundRow.proposed_version])
    .execute();
  const modelOf = (version: number) => {
    const model = versions.find((v) => v.version === version)?.model;
    return (typeof model === 'string' ? JSON.parse(model) : model) as FormModel;
  };
  const before = modelOf(roundRow.base_version);
  const after = modelOf(roundRow.proposed_version);
  const flows = await loadRevisionFlows(db, companyId);
  const flowKey = flowKeyOf(revision.flow_id);
  const flow = flows.get(flowKey);
  const final = flow?.finalApprover ?? null;
  const names = await userNames(db, companyId, [
    revision.author_id,
    ...decisions.map((d) => d.reviewer_id),
    ...approvals.map((a) => a.reviewer_id),
    ...(roundRow.rejected_by ? [roundRow.rejected_by] : []),
    ...(final?.kind === 'employee' ? [final.id] : []),
  ]);
  const finalName =
    final?.kind === 'role'
      ? ((
          await db
            .selectFrom('permission_groups')
            .select('name')
            .where('company_id', '=', companyId)
            .where('id', '=', final.id)
            .executeTakeFirst()
        )?.name ?? '')
      : final
        ? (names.get(final.id) ?? '')
        : '';
  const readOnly = chosen !== revision.round || revision.state !== 'in_review';
  const counted = approvals.filter((a) => !a.final);
  const minimum = flow?.minApprovals ?? 1;
  const finalGiven = approvals.some((a) => a.final);
  const now = Date.now();
  return {
    ID: Number(revision.id),
    MODELO_ID: Number(revision.form_id),
    MODELO_NOME: revision.form_name,
    ESTADO: revision.state,
    ATRASADA:
      revision.state === 'in_review' &&
      revision.deadline_at !== null &&
      new Date(revision.deadline_at).getTime() < now,
    ROUND: chosen,
    ROUNDS: revision.round,
    SOMENTE_LEITURA: readOnly,
    PODE_REVISAR:
      !readOnly &&
      !!flow &&
      isResponsible(flow, viewer) &&
      !counted.some((a) => a.reviewer_id === viewer.userId),
    PODE_APROVAR_FINAL:
      !readOnly && !!flow && isFinalApprover(flow, viewer) && counted.length >= minimum && !finalGiven,
    FLUXO: {
      ID: flowKey,
      NOME: flowName(flow, t),
      MINIMO: minimum,
      FINAL: final ? { kind: final.kind, id: final.id, name: finalName } : null,
      PRAZO: flow?.deadline ?? { unit: 'none', amount: 0 },
    },
    AUTOR: { ID: Number(revision.author_id), NOME: names.get(revision.author_id) ?? '' },
    CRIADA_EM: iso(revision.created_at),
    PRAZO: iso(revision.deadline_at),
    VERSAO_ANTIGA: roundRow.base_version,
    VERSAO_NOVA: roundRow.proposed_version,
    MODELO_ANTIGO: before,
    MODELO_NOVO: after,
    AJUSTES: diffFormModels(before, after).map((adjustment) => ({
      ID: adjustment.id,
      KIND: adjustment.kind,
      TEXTO: describeAdjustment(adjustment, t),
      LUGAR: adjustment.place,
      DECISOES: decisions
        .filter((d) => d.adjustment_id === adjustment.id)
        .map((d) => ({
          REVISOR_ID: Number(d.reviewer_id),
          REVISOR_NOME: names.get(d.reviewer_id) ?? '',
          DECISAO: d.decision,
          JUSTIFICATIVA: d.justification,
          EM: iso(d.at),
        })),
    })),
    APROVACOES: approvals.map((a) => ({
      REVISOR_ID: Number(a.reviewer_id),
      REVISOR_NOME: names.get(a.reviewer_id) ?? '',
      FINAL: a.final,
      EM: iso(a.at),
    })),
    REPROVACAO: roundRow.rejected_at
      ? {
          REVISOR_NOME: names.get(roundRow.rejected_by ?? 0) ?? '',
          JUSTIFICATIVA: roundRow.justification ?? '',
          EM: iso(roundRow.rejected_at),
        }
      : null,
  };
}
