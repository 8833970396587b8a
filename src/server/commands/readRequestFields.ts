import type { FastifyRequest } from 'fastify';
import type { UploadedFile } from './CommandContext';

export interface RequestFields {
  fields: Record<string, string>;
  files: Map<string, UploadedFile>;
}

function flatten(source: unknown, into: Record<string, string>): void {
  if (!source || typeof source !== 'object') return;
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    // A repeated field keeps its last value, like most form handlers.
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') into[key] = last;
  }
}

/**
 * The protocol fields of a request, whatever its form: query string (GET), url-encoded body, or multipart
 * body (files buffered, each up to the multipart plugin's fileSize limit, which throws when exceeded).
 * Query fields are read for POST too, body fields win.
 *
 * @example const { fields, files } = await readRequestFields(request); fields.COMMAND // 'Login'
 */
export async function readRequestFields(request: FastifyRequest): Promise<RequestFields> {
  const fields: Record<string, string> = {};
  const files = new Map<string, UploadedFile>();
  flatten(request.query, fields);
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        files.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, data });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } else {
    flatten(request.body, fields);
  }
  return { fields, files };
}
