import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Readable } from 'node:stream';
import { compressAnswer } from './compressAnswer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COMMAND_ENDPOINT } from '../../runtime/protocol/envelope';
import { BlobAnswer } from '../commands/BlobAnswer';
import { envelopeForFailure } from '../commands/envelopeForFailure';
import { executeCommand } from '../commands/executeCommand';
import { failureFromError } from '../commands/failureFromError';
import { CommandFailure } from '../commands/CommandFailure';
import { readRequestFields } from '../commands/readRequestFields';
import type { ServerServices } from '../ServerServices';
import { limitBodyByCommand } from './limitBodyByCommand';

function bearer(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * The command endpoint, GET and POST. Only url-encoded and multipart bodies are parsed here (the
 * protocol's two forms); anything else is MALFORMED_REQUEST. Every answer is HTTP 200 with an envelope,
 * or a blob, including parser, size and rate-limit errors, so clients have one way to read failures.
 */
export async function commandsPlugin(app: FastifyInstance, services: ServerServices): Promise<void> {
  app.removeAllContentTypeParsers();
  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: services.config.maxFileBytes,
      files: 5,
      fields: 200,
      parts: 205,
      fieldSize: services.config.bodyLimitBytes,
    },
  });

  // Registered in this scope so it sees the command route; refusals go to the error handler below.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), {
        statusCode: 429,
        code: 'RATE_LIMITED',
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });

  // Bodies past the small limit: of a bulk command (checked again once parsed), of any other (refused).
  const largeBodies = new WeakSet<FastifyRequest>();
  // Public pages (asset ticket) answer anyone: a stricter budget per client address, its own counter.
  const publicPages = new Set(
    Object.entries(services.metadata.commands)
      .filter(([, declaration]) => declaration.publicPage)
      .map(([name]) => name),
  );
  const publicLimit =
    services.config.publicRateLimitPerMinute > 0
      ? app.createRateLimit({
          max: services.config.publicRateLimitPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `public-page|${request.ip}`,
        })
      : null;
  const refusedBodies = new WeakSet<FastifyRequest>();
  app.setErrorHandler((error, request, reply) => {
    const { failure, unexpected } = refusedBodies.has(request)
      ? { failure: new CommandFailure('REQUEST_TOO_LARGE'), unexpected: false }
      : failureFromError(error);
    if (unexpected) request.log.error({ err: error }, 'request failed');
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) void reply.header('retry-after', String(retryAfter));
    return reply.status(200).send(envelopeForFailure(failure, services.translate()));
  });

  // Bulk commands (imports) take bodies up to the route's bodyLimit; every other command keeps the small one.
  const bulk = new Set(
    Object.entries(services.metadata.commands)
      .filter(([, declaration]) => declaration.bulk)
      .map(([name]) => name),
  );
  const bodyLimit = Math.max(services.config.bulkBodyLimitBytes, services.config.bodyLimitBytes);
  const preParsing = async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
    // Multipart bodies are bounded by the multipart limits (file size, parts). isMultipart() is only
    // set by the content-type parser, which runs after this hook: read the header.
    if (/^multipart\/form-data/i.test(request.headers['content-type'] ?? '')) return payload;
    // A declared length is the body's exact size (HTTP framing; Fastify refuses a body that differs):
    // a small one needs no counting stream, which the hot keep-alive calls would pay for every time.
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) <= services.config.bodyLimitBytes) return payload;
    const command = (request.query as Record<string, unknown> | undefined)?.COMMAND;
    return limitBodyByCommand(payload, {
      queryCommand: typeof command === 'string' ? command : undefined,
      isBulk: (name) => bulk.has(name),
      smallLimit: services.config.bodyLimitBytes,
      maxLimit: bodyLimit,
      onLarge: () => largeBodies.add(request),
      onRefused: () => refusedBodies.add(request),
    });
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    let answer;
    try {
      const { fields, files } = await readRequestFields(request);
      if (refusedBodies.has(request) || (largeBodies.has(request) && !bulk.has(fields.COMMAND ?? '')))
        throw new CommandFailure('REQUEST_TOO_LARGE');
      if (publicLimit && publicPages.has(fields.COMMAND ?? '')) {
        const limit = await publicLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', String(limit.ttlInSeconds));
          throw new CommandFailure('RATE_LIMITED');
        }
      }
      answer = await executeCommand(
        services,
        { fields, files, bearerToken: bearer(request.headers.authorization) },
        request.log,
      );
    } catch (error) {
      const { failure, unexpected } = failureFromError(error);
      if (unexpected) request.log.error({ err: error }, 'reading the request failed');
      answer = envelopeForFailure(failure, services.translate());
    }
    if (answer instanceof BlobAnswer) {
      const { fileName, noStore } = answer.options;
      // RFC 6266: a plain ASCII fallback name plus the UTF-8 one (accented Portuguese names).
      if (fileName)
        reply.header(
          'content-disposition',
          `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        );
      return reply
        .header('cache-control', noStore ? 'no-store' : 'private, max-age=3600')
        .type(answer.contentType)
        .send(Buffer.from(answer.body));
    }
    // Envelopes can carry tokens and personal data: never cached by the browser or a proxy.
    const { body, encoding } = await compressAnswer(
      JSON.stringify(answer),
      request.headers['accept-encoding'],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-store')
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8')
      .send(body);
  };

  const routeLimit =
    services.config.rateLimitPerMinute > 0
      ? { rateLimit: { max: services.config.rateLimitPerMinute, timeWindow: 60_000 } }
      : {};
  app.route({
    method: ['GET', 'POST'],
    url: COMMAND_ENDPOINT,
    config: routeLimit,
    bodyLimit,
    preParsing,
    handler,
  });
}
