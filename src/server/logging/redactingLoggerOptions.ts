import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { REDACTED, redactUrl } from './redactUrl';

type LoggerOption = FastifyServerOptions['logger'];

// Field names of credentials as they could appear in a logged object (a request's fields, parameters,
// a payload), top level or one level down; pino masks them before the line is written.
const SECRET_KEYS = [
  'PASSWORD',
  'password',
  'OLD_PASSWORD',
  'NEW_PASSWORD',
  'CONFIRMATION',
  'SENHA',
  'TOKEN',
  'token',
  'AUTH_TOKEN',
  'auth_token',
  'authToken',
  'CODE',
  'secret',
];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `["CMD.${key}"]`, `*["CMD.${key}"]`]),
];

/**
 * The app's pino options with secrets kept out of every line: the request serializer logs the URL with
 * secret query values masked (a GET command carries AUTH_TOKEN and CMD.* in its query string), and
 * `redact` masks credential fields of logged objects. `false` stays `false` (tests); `true` or options
 * (level, stream) get the redaction added.
 *
 * @example Fastify({ logger: redactingLoggerOptions({ level: 'info' }) })
 */
export function redactingLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return {
    ...options,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      ...options.serializers,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
