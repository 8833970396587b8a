import type { EntityField } from '../EntityMeta';
import type { ImportColumn } from './ImportColumn';

type Schema = Record<string, unknown>;
type Ui = Record<string, unknown>;
type Translate = (key: string) => string;

/**
 * What an entity field type does in every place an entity's metadata is turned into something: the
 * JSON Schema of its value (server and browser validate with it), its rjsf uiSchema, its spreadsheet
 * import and its text in lists and exports. entityFieldTypes maps every `EntityFieldType` to one.
 * Recursive types (list) get the whole-record functions through the context, so no definition imports
 * the functions that look definitions up.
 *
 * @example entityFieldTypes.cpf.dataSchema({ key: 'cpf', type: 'cpf', label: 'x' }, ctx) // { type: 'string', maxLength: 30, format: 'cpf' }
 */
export interface EntityFieldTypeDefinition {
  /** The JSON Schema of a value, without title, default or readOnly (entityDataSchema adds those). */
  dataSchema(field: EntityField, ctx: { objectSchema(fields: EntityField[]): Schema }): Schema;
  /** Adds the type's widget, options and parts to the uiSchema entityUiSchema built from common properties. */
  ui?(field: EntityField, ui: Ui, ctx: { t: Translate; rowUi(fields: EntityField[]): Ui }): void;
  /** A field made of fields (address, list): alone in a form section, the section's heading names it. */
  group?: boolean;
  /** Its spreadsheet columns in a create-multiple import, when not the one column of the field itself. */
  importColumns?(field: EntityField, t: Translate): ImportColumn[];
  /** A trimmed, non-empty spreadsheet cell as a value (`cell` reads a cell as another field would). */
  importCell(
    field: EntityField,
    text: string,
    ctx: { t: Translate; cell(field: EntityField, text: string): unknown },
  ): unknown;
  /** A non-empty value as text, the same in the list, the view and the exports (`format` for parts). */
  format(
    field: EntityField,
    value: unknown,
    ctx: { t: Translate; format(field: EntityField, value: unknown): string },
  ): string;
}
