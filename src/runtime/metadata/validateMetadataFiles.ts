import type { AnySchema } from 'ajv';
import { createAjv } from '../schemas/createAjv';
import { withColumnBounds } from '../schemas/withColumnBounds';
import { MetadataError, type MetadataProblem } from './MetadataError';
import { schemaIdForFile } from './schemaIdForFile';

/** Files keyed by their path from the project root, e.g. `metadata/routes.json`, `schemas/metadata/routes.schema.json`. */
export type FileMap = Record<string, unknown>;

/**
 * Validates every `metadata/**` file against its schema from `schemas/**`; throws a MetadataError naming
 * the file, the JSON path and the reason of each problem. Command schemas get int4 bounds on every
 * integer that has none (withColumnBounds). Returns the Ajv instance holding every schema,
 * ready for command parameters and documents.
 *
 * @example
 * const ajv = validateMetadataFiles({ 'metadata/routes.json': routes, 'schemas/metadata/routes.schema.json': s });
 */
export function validateMetadataFiles(files: FileMap) {
  const schemas = Object.entries(files)
    .filter(([path]) => path.startsWith('schemas/'))
    // Command parameters end in columns: their integers get the columns' bounds (issue 13).
    .map(
      ([path, schema]) =>
        (path.startsWith('schemas/commands/') ? withColumnBounds(schema) : schema) as AnySchema,
    );
  const ajv = createAjv(schemas);
  const problems: MetadataProblem[] = [];
  for (const [file, data] of Object.entries(files)) {
    if (!file.startsWith('metadata/')) continue;
    const id = schemaIdForFile(file);
    const validate = ajv.getSchema(id);
    if (!validate) {
      problems.push({ file, path: '', reason: `no schema ${id} in schemas/` });
      continue;
    }
    if (!validate(data)) {
      for (const error of validate.errors ?? []) {
        const extra =
          'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : '';
        problems.push({ file, path: error.instancePath, reason: `${error.message ?? 'invalid'}${extra}` });
      }
    }
  }
  if (problems.length) throw new MetadataError(problems);
  return ajv;
}
