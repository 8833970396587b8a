import { customizeValidator } from '@rjsf/validator-ajv8';
import type Ajv from 'ajv';
import { addEntityFormats } from '../../../runtime/entities/addEntityFormats';

/**
 * The rjsf validator of entity forms: rjsf's Ajv 8 with the same formats and keywords the server's
 * SaveEntity validation registers (addEntityFormats), so both accept the same data.
 */
export const entityValidator = customizeValidator({
  extenderFn: (ajv) => addEntityFormats(ajv as unknown as Ajv) as unknown as typeof ajv,
});
