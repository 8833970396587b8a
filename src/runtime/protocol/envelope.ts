/**
 * The command protocol shared by the adapter and the server (spec 000 section 7).
 * Request fields: COMMAND, CMD.<NAME> (strings; JSON-valued parameters as JSON text), PARSER=JSON, AUTH_TOKEN.
 */
export const COMMAND_ENDPOINT = '/api/command';
export const PARAM_PREFIX = 'CMD.';

export interface EnvelopeMessages {
  ERRORS: string[];
  WARNINGS: string[];
  INFORMATIONS: string[];
}

/** Every JSON answer is `{ ROOT: { RESULT, MESSAGES, LOGIN_REQUEST, ...answer keys } }`, whatever the HTTP status. */
export interface EnvelopeRoot {
  RESULT: string;
  MESSAGES: EnvelopeMessages;
  LOGIN_REQUEST: boolean;
  /** Stable error code of the first error, when RESULT is not '1' (extra to the spec, for clients and tests). */
  ERROR_CODE?: string;
  [answerKey: string]: unknown;
}

export interface Envelope {
  ROOT: EnvelopeRoot;
}

/**
 * Builds a success envelope.
 *
 * @example okEnvelope({ AUTH_TOKEN: 't' }, ['Salvo']) // { ROOT: { RESULT: '1', ..., AUTH_TOKEN: 't' } }
 */
export function okEnvelope(answer: Record<string, unknown> = {}, informations: string[] = []): Envelope {
  return {
    ROOT: {
      RESULT: '1',
      MESSAGES: { ERRORS: [], WARNINGS: [], INFORMATIONS: informations },
      LOGIN_REQUEST: false,
      ...answer,
    },
  };
}

/** Builds a failure envelope carrying one error message and its stable code. */
export function errorEnvelope(code: string, message: string, loginRequest = false): Envelope {
  return {
    ROOT: {
      RESULT: '0',
      MESSAGES: { ERRORS: [message], WARNINGS: [], INFORMATIONS: [] },
      LOGIN_REQUEST: loginRequest,
      ERROR_CODE: code,
    },
  };
}
