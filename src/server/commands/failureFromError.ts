import { CommandFailure } from './CommandFailure';

/** Fastify and plugin error codes a client can cause, and the catalogue code answered for each. */
const KNOWN: Record<string, CommandFailure['code']> = {
  FST_REQ_FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'REQUEST_TOO_LARGE',
  FST_PARTS_LIMIT: 'REQUEST_TOO_LARGE',
  FST_FILES_LIMIT: 'REQUEST_TOO_LARGE',
  FST_FIELDS_LIMIT: 'REQUEST_TOO_LARGE',
  RATE_LIMITED: 'RATE_LIMITED',
};

/**
 * Turns anything thrown while answering a request into a CommandFailure; `unexpected` is true when it is
 * a server fault that deserves a log line (the client only ever sees INTERNAL_ERROR for it).
 *
 * @example failureFromError(Object.assign(new Error(), { statusCode: 415 })).failure.code // 'MALFORMED_REQUEST'
 */
export function failureFromError(error: unknown): { failure: CommandFailure; unexpected: boolean } {
  if (error instanceof CommandFailure) return { failure: error, unexpected: false };
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? KNOWN[code] : undefined;
  if (known) return { failure: new CommandFailure(known), unexpected: false };
  if (statusCode === 429) return { failure: new CommandFailure('RATE_LIMITED'), unexpected: false };
  if (statusCode === 413) return { failure: new CommandFailure('REQUEST_TOO_LARGE'), unexpected: false };
  // Any other 4xx is a request the parsers refused (bad encoding, media type, multipart framing).
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return { failure: new CommandFailure('MALFORMED_REQUEST'), unexpected: false };
  // busboy reports broken multipart framing as plain Errors without a status.
  if (error instanceof Error && /multipart|boundary|Unexpected end of form|Malformed/i.test(error.message))
    return { failure: new CommandFailure('MALFORMED_REQUEST'), unexpected: false };
  return { failure: new CommandFailure('INTERNAL_ERROR'), unexpected: true };
}
