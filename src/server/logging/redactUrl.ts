import { isSecretParam } from './isSecretParam';

export const REDACTED = '[REDACTED]';

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * A request URL fit for a log line: the value of every secret query parameter ({@link isSecretParam}) is
 * replaced by `[REDACTED]`; path and other parameters are kept as sent.
 *
 * @example redactUrl('/api/command?COMMAND=Login&CMD.PASSWORD=x') // '/api/command?COMMAND=Login&CMD.PASSWORD=[REDACTED]'
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return isSecretParam(decodedName(name)) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, mark)}?${query.join('&')}`;
}
