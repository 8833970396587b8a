import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data body for `app.inject()`, with text fields and files.
 *
 * @example const { payload, headers } = multipartBody({ COMMAND: 'SaveProfilePhoto' }, { 'CMD.PHOTO': { filename: 'a.png', data } });
 */
export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { filename: string; data: Buffer; contentType?: string }> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----campo${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
