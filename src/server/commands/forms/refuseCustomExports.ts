import type { Transaction } from 'kysely';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { limitState } from '../../../runtime/plans/limitState';
import type { CompanyAccess } from '../../access/CompanyAccess';
import { LIMITED_FUNCTIONALITIES } from '../../access/limitedFunctionalities';
import { usedCount } from '../../access/usedCount';
import type { Database } from '../../db/Database';
import type { FormRow } from '../../forms/FormRow';
import { CommandFailure } from '../CommandFailure';

const templateCount = (model: FormModel | undefined) => model?.exports?.templates.length ?? 0;

/**
 * The customisation rules of a save (docs/forms.md "Export templates"): an old (V1) model cannot change
 * its export templates (OLD_MODEL_NOT_CUSTOMIZABLE); a save that adds templates needs the plan's
 * `customExport` room for them: the company's templates (every form's current version, so the form's own
 * previous ones included) plus the added ones may not pass the limit, and a plan with 0 adds none
 * (PLAN_LIMIT_REACHED with LIMIT_KEY and the LimitState, so the editor opens the upsell). A save that
 * adds none passes, so a downgrade never locks a form. Locks the company row before counting, so two
 * saves cannot both take the last room. Answers how many templates the save adds (negative: removes), so
 * the caller drops the company's cached counts when it is not 0.
 *
 * @example const added = await refuseCustomExports(trx, company, viewer.companyId, params.MODELO, previous, form);
 */
export async function refuseCustomExports(
  trx: Transaction<Database>,
  company: CompanyAccess,
  companyId: number,
  model: FormModel,
  previous?: FormModel,
  form?: Pick<FormRow, 'v1'>,
): Promise<number> {
  if (form?.v1 && JSON.stringify(model.exports ?? null) !== JSON.stringify(previous?.exports ?? null))
    throw new CommandFailure('OLD_MODEL_NOT_CUSTOMIZABLE');
  const added = templateCount(model) - templateCount(previous);
  if (added <= 0) return added;
  await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
  const used = await usedCount(LIMITED_FUNCTIONALITIES.customExport, trx, companyId);
  const state = limitState(company.limits.customExport, used);
  if (!state.allowed || (state.limit !== null && used + added > state.limit))
    throw new CommandFailure(
      'PLAN_LIMIT_REACHED',
      {},
      { answer: { LIMIT_KEY: 'customExport', LIMIT: state } },
    );
  return added;
}
