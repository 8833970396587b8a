import { Transform, type Readable } from 'node:stream';

/** How far into a body the command name is looked for (url-encoded `COMMAND=` first, as the adapter sends it). */
const PEEK_BYTES = 256;

function tooLarge(): Error {
  return Object.assign(new Error('Request body is too large'), {
    statusCode: 413,
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
  });
}

/**
 * A request body stream held to `smallLimit` bytes unless it names a bulk command: the command is the
 * query string's COMMAND, else the body's leading `COMMAND=<name>` field. The route's own bodyLimit (the
 * bulk one) still caps everything. Past `smallLimit`, a body of another command is cut short and
 * `onRefused` runs (answer REQUEST_TOO_LARGE whatever the parser makes of the rest); `onLarge` runs once the body passes `smallLimit` as a bulk body, so
 * the handler can check that the parsed COMMAND is still that bulk command (a repeated field wins last).
 *
 * @example app.addHook('preParsing', async (req, _reply, body) => limitBodyByCommand(body, { ... }));
 */
export function limitBodyByCommand(
  payload: Readable,
  options: {
    queryCommand: string | undefined;
    isBulk(command: string): boolean;
    smallLimit: number;
    /** The route's bodyLimit: past it even a refused body stops being drained. */
    maxLimit: number;
    onLarge(): void;
    onRefused(): void;
  },
): Transform {
  let received = 0;
  let head = '';
  let bulk: boolean | undefined =
    options.queryCommand === undefined ? undefined : options.isBulk(options.queryCommand);
  const decide = (final: boolean) => {
    if (bulk !== undefined) return;
    const match = /^COMMAND=([A-Za-z0-9]+)(&|$)/.exec(head);
    if (match && (match[2] || final)) bulk = options.isBulk(match[1]!);
    else if (final || head.length >= PEEK_BYTES || !'COMMAND='.startsWith(head.slice(0, 8))) bulk = false;
  };
  let failed = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (bulk === undefined && head.length < PEEK_BYTES) {
        head += chunk.subarray(0, PEEK_BYTES - head.length).toString('latin1');
        decide(false);
      }
      if (!failed && received > options.smallLimit) {
        decide(true);
        if (bulk && received - chunk.length <= options.smallLimit) options.onLarge();
        failed = !bulk;
        if (failed) options.onRefused();
      }
      // A refused body is drained, not kept: the parser sees a truncated body and the caller, told by
      // onRefused, answers REQUEST_TOO_LARGE. Not a stream error, which could come before the parser
      // listens (inject() hands a whole body over at once).
      if (failed) return callback(received > options.maxLimit ? tooLarge() : null);
      callback(null, chunk);
    },
  });
  payload.on('error', (error) => stream.destroy(error));
  return payload.pipe(stream);
}
