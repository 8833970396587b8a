import type { ValidateFunction } from 'ajv';
import type { EntityField, EntityMeta } from '../../runtime/entities/EntityMeta';

/** A field declared unique, wherever it sits: top level (`cpf`) or in a list's rows (`extraCnpjs[].cnpj`). */
export interface UniqueField {
  /** The list field holding it, when in rows. */
  list?: string;
  field: EntityField;
  /** Namespace in entity_unique_keys.field (uniqueKey or key). */
  namespace: string;
}

/** A lookup field, top level or in a list's rows, and the entity it refers to. */
export interface LookupField {
  list?: string;
  field: EntityField;
  entity: string;
}

/** An image field (an uploaded image's id), top level or in a list's rows. */
export interface ImageField {
  list?: string;
  field: EntityField;
}

/** One entity's metadata compiled once for the server: its validator and the fields each concern uses. */
export interface EntityRuntime {
  meta: EntityMeta;
  /** Validates normalised data against entityDataSchema(meta). */
  validate: ValidateFunction;
  fields: Map<string, EntityField>;
  unique: UniqueField[];
  lookups: LookupField[];
  images: ImageField[];
  searchable: EntityField[];
}
