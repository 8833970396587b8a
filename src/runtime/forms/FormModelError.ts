import type { ErrorCode } from '../errors/errorCatalogue';

/**
 * A form model the engine cannot run (a dependency loop between rules and formulas), with the catalogue
 * code and parameters of the message to show. Saving a model runs checkFormModel first, so a stored
 * model never raises it.
 */
export class FormModelError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string>,
  ) {
    super(`${code} ${JSON.stringify(params)}`);
  }
}
