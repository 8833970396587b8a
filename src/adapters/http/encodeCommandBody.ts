import { PARAM_PREFIX } from '../../runtime/protocol/envelope';
import type { CommandParams } from '../../runtime/protocol/CommandFn';

/**
 * The request body of a command: form-encoded, or multipart when a File/Blob is among the parameters.
 * Strings go as they are, numbers and booleans as text, objects as JSON text; null/undefined are left out.
 *
 * @example encodeCommandBody('Login', { USERNAME: 'a' }, 't').toString() // 'COMMAND=Login&PARSER=JSON&AUTH_TOKEN=t&CMD.USERNAME=a'
 */
export function encodeCommandBody(
  name: string,
  params: CommandParams,
  token: string | null,
): URLSearchParams | FormData {
  const hasFile = Object.values(params).some((v) => typeof Blob !== 'undefined' && v instanceof Blob);
  const body = hasFile ? new FormData() : new URLSearchParams();
  body.append('COMMAND', name);
  body.append('PARSER', 'JSON');
  if (token) body.append('AUTH_TOKEN', token);
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    const field = PARAM_PREFIX + key;
    if (value instanceof Blob)
      (body as FormData).append(field, value, value instanceof File ? value.name : 'blob');
    else if (typeof value === 'object') body.append(field, JSON.stringify(value));
    else body.append(field, String(value));
  }
  return body;
}
