import type { FormModel } from '../../../runtime/forms/FormModel';
import type { CompanyAccess } from '../../access/CompanyAccess';
import { refuseOffPlan } from '../../access/refuseOffPlan';

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
  if (usesEcpf(model) && !usesEcpf(previous)) refuseOffPlan(company, 'eCpfSignature');
}
