import type { ValidateFunction } from 'ajv';
import { createAjv } from '../schemas/createAjv';
import type { PdfBlockDefinition } from './PdfBlockDefinition';

// One Ajv for every block schema; each compiled once (Ajv refuses a second schema with the same $id).
const ajv = createAjv();
const compiled = new WeakMap<PdfBlockDefinition, ValidateFunction>();

/**
 * The validator of a PDF block type's settings, with the runtime's Ajv configuration (createAjv).
 *
 * @example compileBlockSchema(pdfBlocks.spacer)({ heightMm: 5 }) // true
 */
export function compileBlockSchema(block: PdfBlockDefinition): ValidateFunction {
  let validate = compiled.get(block);
  if (!validate) {
    validate = ajv.compile(block.schema);
    compiled.set(block, validate);
  }
  return validate;
}
