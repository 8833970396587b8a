/** Parameter values a command accepts: strings go as they are, objects and arrays as JSON text, a File as multipart. */
export type CommandParamValue = string | number | boolean | null | undefined | File | Blob | object;

export type CommandParams = Record<string, CommandParamValue>;

export interface CommandOptions {
  /** Show no toast at all (errors are still rejected). */
  silent?: boolean;
  /** Show error toasts but not the INFORMATIONS success toasts. */
  silentOnSuccess?: boolean;
  /** The caller shows its own "not found" page (NotFound): a "no such record" refusal shows no toast. */
  silentNotFound?: boolean;
  /** Overrides the command's timeout (metadata/commands.json `timeoutMs`, else 20000 ms). */
  timeoutMs?: number;
  /** 'blob' answers the raw body as a Blob (images); 'json' (default) answers the envelope's ROOT. */
  responseType?: 'json' | 'blob';
  /** Skip the LOGIN_REQUEST redirect (the keep-alive and boot checks decide themselves). */
  ignoreLoginRequest?: boolean;
}

/**
 * The one door to the server (spec 000 sections 7 and 8). Resolves with the envelope's ROOT (answer keys
 * beside RESULT and MESSAGES), or a Blob when `responseType` is 'blob'; rejects with a CommandError.
 * The runtime only knows this type; src/adapters implements it over HTTP or in memory.
 *
 * @example
 * const root = await command<{ AUTH_TOKEN: string }>('Login', { USERNAME: 'a@b.c', PASSWORD: 'x' });
 */
export type CommandFn = <T = Record<string, unknown>>(
  name: string,
  params?: CommandParams,
  options?: CommandOptions,
) => Promise<T>;
