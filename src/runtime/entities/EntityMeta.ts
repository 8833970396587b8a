/**
 * One entity file of `metadata/entities/` (schema `campo:metadata/entity`): everything the server needs
 * for its commands and storage, and the browser for its list, form, menu and routes. The JSON Schema in
 * schemas/metadata/entity.schema.json documents every property.
 */
export type EntityFieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  | 'cpf'
  | 'cnpj'
  | 'cep'
  | 'number'
  | 'integer'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'boolean'
  | 'select'
  | 'multiSelect'
  | 'lookup'
  | 'list'
  | 'address'
  | 'image'
  | 'color'
  | 'password';

export interface EntityFieldOption {
  value: string;
  label: string;
}

export interface EntityField {
  key: string;
  type: EntityFieldType;
  /** i18n key of the field's label. */
  label: string;
  help?: string;
  required?: boolean;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  mask?: string;
  /** Unique per company among live records; `uniqueKey` shares the namespace between fields (CNPJ and extra CNPJs). */
  unique?: boolean;
  uniqueKey?: string;
  searchable?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  readOnly?: boolean;
  hidden?: boolean;
  default?: unknown;
  /** select, multiSelect. */
  options?: EntityFieldOption[];
  /** lookup: the entity referred to, the field shown for it, and whether several are chosen. */
  entity?: string;
  displayField?: string;
  multiple?: boolean;
  /** list: the fields of one row, the row fields whose values must differ between rows, a row limit. */
  fields?: EntityField[];
  uniqueBy?: string[];
  maxItems?: number;
  /** list: rows from the record a lookup of the same record points at (entity.schema.json). */
  rowsFrom?: { lookup: string; path: string[]; key: string };
}

export type EntityRule =
  | { rule: 'noSelfParent'; field: string }
  | { rule: 'noCycle'; field: string }
  | { rule: 'disabledNotOffered'; field: string };

export interface EntityMeta {
  name: string;
  plural: string;
  label: string;
  pluralLabel: string;
  functionality: string;
  commandFunctionality?: string;
  titleField: string;
  fields: EntityField[];
  list: {
    columns: Array<{ field: string; visible?: boolean; width?: number }>;
    defaultSort: string;
    pageSize?: number;
    /** Links of the list page to other pages (route names), e.g. the assets page to the asset types. */
    links?: Array<{ label: string; route: string }>;
  };
  filters?: Array<{ field: string }>;
  form: { sections: Array<{ key: string; label: string; fields: string[] }> };
  createMultiple?: { enabled: boolean; columns: string[] };
  sharing?: {
    link?: boolean;
    password?: boolean;
    showProperties?: boolean;
    showTasks?: boolean;
    /** The view page's share dialog: read the share (`state`) and change it (`save`). */
    commands?: { state: string; save: string };
  };
  /** Records on a map: the address field holding latitude and longitude. */
  map?: { field: string };
  /** View page links to other pages of the record (route name with `:id`), e.g. the client portal. */
  actions?: Array<{ label: string; route: string }>;
  /** The view page offers "Clonar": the new form opens with the record's data (unique values left out). */
  clone?: boolean;
  menu?: { menu: string; parent?: string; order: number; hidden?: boolean };
  routes: { list: string; new: string; edit: string; view?: string };
  rules?: EntityRule[];
  lookup?: { display: string; fields?: string[] };
}
