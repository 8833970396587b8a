import type { FormModel } from '../../../runtime/forms/FormModel';
import { limitState } from '../../../runtime/plans/limitState';
import type { CompanyAccess } from '../../access/CompanyAccess';
import { CommandFailure } from '../CommandFailure';

const usesEcpf = (model: FormModel | undefined): boolean =>
  !!model?.groups.some((g) =>
    g.fields.some((f) => f.type === 'signaturePreRegistered' && f.settings?.allowA1Ecpf === true),
  );

/**
 * The plan's `eCpfSignature`: a plan with 0 may not turn on the A1 e-CPF option of a pre-registered
 * signature field (PLAN_LIMIT_REACHED with LIMIT_KEY). A model that already had it (saved before a
 * downgrade) can still be edited, so a downgrade never locks a form.
 *
 * @example refuseEcpfOffPlan(company, params.MODELO, previous);
 */
export function refuseEcpfOffPlan(company: CompanyAccess, model: FormModel, previous?: FormModel): void {
  if (!usesEcpf(model) || usesEcpf(previous)) return;
  const state = limitState(company.limits.eCpfSignature, 0);
  if (!state.allowed)
    throw new CommandFailure(
      'PLAN_LIMIT_REACHED',
      {},
      { answer: { LIMIT_KEY: 'eCpfSignature', LIMIT: state } },
    );
}
