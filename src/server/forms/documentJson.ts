import type { Selectable } from 'kysely';
import type { DocumentsTable } from '../db/tables/DocumentsTable';

/** A document as answered (ConsultarDocumento's DOCUMENTO, the webhook's `document`). */
export interface DocumentJson {
  id: number;
  formId: number;
  version: number;
  values: Record<string, unknown>;
  header: Record<string, unknown>;
  /** Action plan answers by field id (observation, photos). */
  plans: Record<string, unknown>;
  globals: Record<string, string | number>;
  finished: boolean;
  score: number | null;
  createdBy: number;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A stored document row as JSON: camelCase keys, numbers for ids and score, ISO dates.
 *
 * @example documentJson(row).finishedAt // '2026-11-21T10:00:00.000Z'
 */
export function documentJson(row: Selectable<DocumentsTable>): DocumentJson {
  return {
    id: Number(row.id),
    formId: Number(row.form_id),
    version: row.form_version,
    values: row.values,
    header: row.header,
    plans: row.plans,
    globals: row.globals,
    finished: row.finished,
    score: row.score === null ? null : Number(row.score),
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    finishedAt: row.finished_at === null ? null : iso(row.finished_at),
  };
}
