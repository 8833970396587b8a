import type { ValidateFunction } from 'ajv';
import type { TFunction } from 'i18next';
import { blockedChanges } from '../../../runtime/forms/blockedChanges';
import { checkFormModel } from '../../../runtime/forms/checkFormModel';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { formUsagePlace } from '../../../runtime/forms/formUsagePlace';
import { checkModelExports } from '../../../runtime/pdf/checkModelExports';
import { exportsProblemVars } from '../../../runtime/pdf/exportsProblemVars';
import { checkModelWorkflow } from '../../../runtime/workflows/checkModelWorkflow';
import { modelSlots, type ModelSlot } from '../../forms/modelSlots';
import type { ServerMetadata } from '../../metadata/ServerMetadata';
import { CommandFailure } from '../CommandFailure';
import { validationReason } from '../validationReason';

const compiled = new WeakMap<object, ValidateFunction>();

/** The type's settings validator (metadata/field-types/<type>.json settingsSchema), compiled once. */
function settingsValidator(metadata: ServerMetadata, type: string): ValidateFunction | undefined {
  const fieldType = metadata.files[`metadata/field-types/${type}.json`] as
    { settingsSchema?: object } | undefined;
  const schema = fieldType?.settingsSchema;
  if (!schema) return undefined;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = metadata.ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

function checkSettings(
  metadata: ServerMetadata,
  t: TFunction,
  name: string,
  type: string,
  settings: Record<string, unknown> | undefined,
) {
  const validate = settingsValidator(metadata, type);
  if (!validate || validate(settings ?? {})) return;
  const { field, reason } = validationReason(validate.errors![0]!, t);
  const path = field.replace(/^CMD\./, '');
  throw new CommandFailure('FORM_INVALID_SETTINGS', { name, reason: path ? `${path} ${reason}` : reason });
}

/**
 * The checks a model passes before it is saved, in order: name ≤ 100 (FORM_NAME_TOO_LONG), the model
 * schema (INVALID_PARAMETERS naming `CMD.MODELO.<path>`), each field's and table column's settings
 * against its type's settingsSchema (FORM_INVALID_SETTINGS), items the previous version had that the new
 * one dropped or changed while still using them (blockedChanges: the message names the place), then
 * checkFormModel (invalid formulas and rules, loops), then the workflow (checkModelWorkflow: WORKFLOW_INVALID
 * with PROBLEMAS [{code, message, stepId}] and ETAPAS, the unconfigured steps' ids), then the export
 * templates (checkModelExports: EXPORT_TEMPLATE_INVALID naming the template and the reason, the
 * PDF_BACKGROUND_* codes, DEFAULT_TEMPLATE_CHANGE_FAILED; the answer's MODELO_EXPORTACAO and PROBLEMA say
 * which template, block or rule). Answers the model's fields and columns (modelSlots),
 * walked once for these checks and the ones that follow. The usage check runs before checkFormModel so a
 * deleted field still read by a formula is reported as in use there, not as an invalid formula.
 *
 * @example const slots = checkSavedModel(ctx.metadata, ctx.t, model, previous);
 */
export function checkSavedModel(
  metadata: ServerMetadata,
  t: TFunction,
  model: FormModel,
  previous: FormModel | undefined,
): ModelSlot[] {
  if (typeof model.name === 'string' && model.name.length > 100)
    throw new CommandFailure('FORM_NAME_TOO_LONG');
  const validate = metadata.ajv.getSchema('campo:forms/formModel')!;
  if (!validate(model)) {
    const error = validate.errors![0]!;
    throw new CommandFailure(
      'INVALID_PARAMETERS',
      validationReason({ ...error, instancePath: `/MODELO${error.instancePath}` }, t),
    );
  }
  // Walked once the schema holds, and answered for the checks that follow (checkModelImages).
  const slots = modelSlots(model);
  for (const { item, table } of slots)
    checkSettings(metadata, t, table ? `${table.name} / ${item.name}` : item.name, item.type, item.settings);
  if (previous) {
    const [blocked] = blockedChanges(previous, model);
    if (blocked)
      throw new CommandFailure(
        blocked.code,
        blocked.code === 'FORM_RESULT_REFERENCED'
          ? {}
          : { item: blocked.itemName, place: formUsagePlace(blocked.usage, t) },
      );
  }
  const [problem] = checkFormModel(model).problems;
  if (problem) throw new CommandFailure(problem.code, problem.params);
  const workflow = checkModelWorkflow(model);
  if (workflow.message)
    throw new CommandFailure(
      'WORKFLOW_INVALID',
      {},
      { answer: { PROBLEMAS: workflow.problems, ETAPAS: workflow.unconfiguredSteps } },
    );
  const [exported] = checkModelExports(model);
  if (exported)
    throw new CommandFailure(exported.code, exportsProblemVars(exported, t), {
      answer: { MODELO_EXPORTACAO: exported.template?.id ?? null, PROBLEMA: exported.layout ?? null },
    });
  return slots;
}
