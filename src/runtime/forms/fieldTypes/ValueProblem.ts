import type { ErrorCode } from '../../errors/errorCatalogue';

/** One problem of a filled value: a catalogue code and its message parameters. */
export interface ValueProblem {
  code: ErrorCode;
  params?: Record<string, string | number>;
}
