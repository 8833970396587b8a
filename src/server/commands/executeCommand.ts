import type { FastifyBaseLogger } from 'fastify';
import type { ControlledTransaction } from 'kysely';
import { okEnvelope, type Envelope } from '../../runtime/protocol/envelope';
import { accessSubjectOf } from '../access/accessSubjectOf';
import { checkCommandAccess } from '../access/checkCommandAccess';
import { commandAccess } from '../access/commandAccess';
import { effectiveDeclaration } from '../access/effectiveDeclaration';
import type { Database } from '../db/Database';
import type { ServerServices } from '../ServerServices';
import { BlobAnswer } from './BlobAnswer';
import type { CommandContext, UploadedFile } from './CommandContext';
import type { CommandAnswer } from './CommandDefinition';
import { CommandFailure } from './CommandFailure';
import { envelopeForFailure } from './envelopeForFailure';
import { failureFromError } from './failureFromError';
import { paramsFromFields } from './paramsFromFields';
import { validationReason } from './validationReason';

export interface CommandRequest {
  fields: Record<string, string>;
  files: ReadonlyMap<string, UploadedFile>;
  /** Token from the `Authorization: Bearer` header, used when AUTH_TOKEN is absent. */
  bearerToken?: string;
}

/**
 * The whole way of a command (STYLE: "nothing skips a step"): find it, resolve the token, check access
 * from metadata/commands.json, parse and validate CMD.* with its schema, run the handler in one
 * transaction, answer an envelope (or a blob). Never throws: every failure becomes an error envelope.
 *
 * @example const answer = await executeCommand(services, { fields: { COMMAND: 'Login', ... }, files: new Map() }, log);
 */
export async function executeCommand(
  services: ServerServices,
  request: CommandRequest,
  log: FastifyBaseLogger,
): Promise<Envelope | BlobAnswer> {
  const { registry, metadata, sessions, db } = services;
  let t = services.translate();
  try {
    const name = request.fields.COMMAND ?? '';
    const definition = registry.get(name);
    const declared = metadata.commands[name];
    if (!definition || !declared) throw new CommandFailure('UNKNOWN_COMMAND', { command: name });

    const token = request.fields.AUTH_TOKEN || request.bearerToken;
    const session = declared.access !== 'public' && token ? await sessions.resolve(token) : null;
    if (session) t = services.translate(session.locale);
    // Only user commands of company users need the company's plan and levels (cached); the hot
    // session commands (ConsultarUsuarioLogado) skip this.
    // Created on first use: the hot session commands (ConsultarUsuarioLogado) never need it.
    let commandScoped: ReturnType<typeof commandAccess> | undefined;
    const access = () => (commandScoped ??= commandAccess(services.access));
    let declaration = declared;
    let subject = null;
    if (declared.access === 'user' && session && !session.isAdmin && !session.isShared) {
      declaration = effectiveDeclaration(declared, (await services.access.commandOverrides(db)).get(name));
      subject = accessSubjectOf(session, await access().company(db, session.companyId), metadata);
    }
    const refusal = checkCommandAccess(declaration, session, subject);
    if (refusal) throw new CommandFailure(refusal);

    const params = paramsFromFields(
      request.fields,
      definition.params,
      t,
      (ref) => metadata.ajv.getSchema(ref)?.schema as Record<string, unknown> | undefined,
    );
    const validate = metadata.ajv.getSchema(definition.params.$id);
    if (!validate) throw new Error(`schema ${definition.params.$id} not loaded`);
    if (!validate(params))
      throw new CommandFailure('INVALID_PARAMETERS', validationReason(validate.errors![0]!, t));

    const afterCommit: Array<() => Promise<void>> = [];
    const informations: string[] = [];
    let started: Promise<ControlledTransaction<Database>> | undefined;
    const ctx: CommandContext = {
      transaction: () => (started ??= db.startTransaction().execute()),
      db,
      session,
      files: request.files,
      config: services.config,
      metadata,
      sessions,
      profiles: services.profiles,
      get access() {
        return access();
      },
      wakeWebhooks: () => services.webhooks.wake(),
      mailer: services.mailer,
      storage: services.storage,
      jobs: services.jobs,
      pdfPrinter: services.pdfPrinter,
      bus: services.bus,
      serverVersion: services.serverVersion,
      t,
      translate: services.translate,
      inform: (message) => informations.push(message),
      afterCommit: (task) => afterCommit.push(task),
    };
    let result: CommandAnswer | CommandFailure;
    try {
      result = await definition.handler(ctx, params);
    } catch (error) {
      // A failure marked keepWrites still commits what was written, e.g. a failed-login counter.
      if (!(error instanceof CommandFailure && error.options.keepWrites)) {
        if (started)
          await (
            await started
          )
            .rollback()
            .execute()
            .catch(() => undefined);
        throw error;
      }
      result = error;
    }
    if (started) await (await started).commit().execute();
    for (const task of afterCommit)
      await task().catch((error: unknown) =>
        log.error({ err: error, command: name }, 'after-commit task failed'),
      );
    if (result instanceof CommandFailure) return envelopeForFailure(result, t);
    if (result instanceof BlobAnswer) return result;
    return okEnvelope(result ?? {}, informations);
  } catch (error) {
    const { failure, unexpected } = failureFromError(error);
    if (unexpected) log.error({ err: error, command: request.fields.COMMAND }, 'command failed');
    return envelopeForFailure(failure, t);
  }
}
