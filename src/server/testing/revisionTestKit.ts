import type { ApprovalFlowSettings } from '../../runtime/formApproval/ApprovalFlow';
import type { FormModel } from '../../runtime/forms/FormModel';
import { formTestKit } from './formTestKit';
import type { TestApp } from './testApp';

/** What ConsultarRevisaoModelo answers as REVISAO, as the revision tests read it. */
export interface RevisionView {
  ID: number;
  ESTADO: string;
  ROUND: number;
  ROUNDS: number;
  SOMENTE_LEITURA: boolean;
  PODE_REVISAR: boolean;
  PODE_APROVAR_FINAL: boolean;
  ATRASADA: boolean;
  VERSAO_ANTIGA: number;
  VERSAO_NOVA: number;
  FLUXO: { ID: number; MINIMO: number };
  AJUSTES: {
    ID: string;
    KIND: string;
    TEXTO: string;
    DECISOES: { REVISOR_NOME: string; DECISAO: string }[];
  }[];
  APROVACOES: { REVISOR_NOME: string; FINAL: boolean }[];
  REPROVACAO: { REVISOR_NOME: string; JUSTIFICATIVA: string } | null;
}

/**
 * Shortcuts of the form revision suites (docs/form-approval.md): flows, a form edited under them
 * (`change` saves a model with one more required field and option), reading a revision and the published
 * version.
 *
 * @example const r = revisionTestKit(() => t); const { ID } = await r.change(owner, formId);
 */
export function revisionTestKit(app: () => TestApp) {
  const kit = formTestKit(app);
  const settings = (extra: Partial<ApprovalFlowSettings> = {}): ApprovalFlowSettings => ({
    responsibles: [{ kind: 'role', id: 159 }],
    minApprovals: 1,
    finalApprover: null,
    deadline: { unit: 'none', amount: 0 },
    ...extra,
  });
  /** The form's model at `step`: step 0 is kit.model(name); each step makes field `f<n>` required. */
  const modelAt = (name: string, step: number): FormModel => {
    const extra = Array.from({ length: step }, (_, i) =>
      kit.field(`f${i + 1}`, `Campo ${i + 1}`, 'textShort', { required: true }),
    );
    return kit.model(name, extra);
  };
  return {
    ...kit,
    settings,
    modelAt,
    async companyId(name: string) {
      const row = await app()
        .db.selectFrom('companies')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async defaultFlow(token: string, enabled: boolean, extra: Partial<ApprovalFlowSettings> = {}) {
      return kit.call('SalvarFluxoAprovacaoPadrao', { FLUXO: { ...settings(extra), enabled } }, token);
    },
    async customFlow(token: string, name: string, extra: Partial<ApprovalFlowSettings> = {}) {
      const root = kit.ok(
        await kit.call('SalvarFluxoAprovacao', { FLUXO: { ...settings(extra), name } }, token),
      );
      return (root.FLUXO as { id: number }).id;
    },
    /** Saves form `id` as `model` (VERSAO not checked), answering ROOT. */
    async save(token: string, id: number, model: FormModel) {
      return kit.call('SalvarModelo', { ID: id, MODELO: model, EDICAO: `rev-${id}` }, token);
    },
    /** A new form with a pending revision (in `flowId`, or the default flow): answers both ids. */
    async pending(token: string, name: string, flowId?: number) {
      const formId = await kit.create(token, modelAt(name, 0));
      if (flowId)
        kit.ok(await kit.call('AtribuirModelosFluxoAprovacao', { ID: flowId, MODELOS: [formId] }, token));
      const saved = kit.ok(await this.save(token, formId, modelAt(name, 1)));
      return { formId, id: (saved.REVISAO as { ID: number }).ID };
    },
    async revision(token: string, id: number, round?: number): Promise<RevisionView> {
      const root = kit.ok(
        await kit.call('ConsultarRevisaoModelo', { ID: id, ...(round ? { ROUND: round } : {}) }, token),
      );
      return root.REVISAO as RevisionView;
    },
    /** The form's published version, as the field reads it (ConsultarModeloDocumento without VERSAO). */
    async published(token: string, id: number) {
      const root = kit.ok(await kit.call('ConsultarModeloDocumento', { ID: id }, token));
      return (root.MODELO as { version: number; model: FormModel }).version;
    },
  };
}
