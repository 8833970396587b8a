// Names of request fields that carry credentials, with or without the protocol's `CMD.` prefix:
// passwords (PASSWORD, OLD_PASSWORD, NEW_PASSWORD, CONFIRMATION, SENHA, a public page's PASSWORD),
// session and link tokens (AUTH_TOKEN, auth_token, TOKEN of the asset ticket, library file, client portal
// and invite pages), recovery and access codes (CODE), and anything called a secret or an API key.
// Matching by name, not by command, so a new command's password is masked the day it is added.
const SECRET = /pass|senha|token|secret|confirmation|^code$|api_?key|authorization/i;

/**
 * Whether a request field (query-string or body name) holds a secret that must never reach a log line.
 *
 * @example isSecretParam('CMD.PASSWORD') // true
 * @example isSecretParam('COMMAND') // false
 */
export function isSecretParam(name: string): boolean {
  return SECRET.test(name.replace(/^CMD\./i, ''));
}
