import type { ValidateFunction } from 'ajv';
import { createAjv } from '../schemas/createAjv';
import type { WorkflowStepType } from './WorkflowStepType';

// One Ajv for every step schema; each schema compiled once (Ajv refuses a second schema with the same $id).
const ajv = createAjv();
const compiled = new WeakMap<WorkflowStepType, ValidateFunction>();

/**
 * The validator of a step type's settings, with the runtime's Ajv configuration (createAjv). Throws when
 * the schema itself is invalid.
 *
 * @example compileStepSchema(stepTypes.timer!)({ hours: 1, minutes: 30 }) // true
 */
export function compileStepSchema(stepType: WorkflowStepType): ValidateFunction {
  let validate = compiled.get(stepType);
  if (!validate) {
    validate = ajv.compile(stepType.schema);
    compiled.set(stepType, validate);
  }
  return validate;
}
