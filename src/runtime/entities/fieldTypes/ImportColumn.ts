import type { EntityField } from '../EntityMeta';

/** One spreadsheet column of an entity's import: a field, or a part of an address field. */
export interface ImportColumn {
  /** `name`, or `address.cep` for an address part. */
  path: string;
  field: EntityField;
  header: string;
}
