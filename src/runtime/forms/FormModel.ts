import type { FormExports } from '../pdf/PdfLayout';
import type { RulesLogic } from 'json-logic-js';
import type { Workflow } from '../workflows/Workflow';
import type { FieldTypeId } from './FIELD_TYPE_IDS';

/** A json-logic expression (https://jsonlogic.com); what a rule compiles to and what `custom` carries. */
export type JsonLogic = RulesLogic;

export type Comparison =
  | 'equal'
  | 'different'
  | 'filled'
  | 'notFilled'
  | 'greater'
  | 'smaller'
  | 'greaterOrEqual'
  | 'smallerOrEqual'
  | 'contains'
  | 'notContains'
  | 'custom';

/**
 * One condition of a conditional rule, as the editor builds it. `field` names a field (or a group: the
 * group counts as filled when one of its fields is). On a table, `column` picks the column and `lines`
 * which rows must match: 'any' (default), 'all', or 1-based row numbers (each listed row must match).
 * For `custom`, `value` is a json-logic expression used as is.
 */
export interface RuleCondition {
  field: string;
  comparison: Comparison;
  value?: unknown;
  column?: string;
  lines?: 'any' | 'all' | number[];
}

/** A conditional rule (spec 001 "Conditional rule"): conditions combined with AND or OR. */
export interface ConditionalRule {
  conditions: RuleCondition[];
  combinator: 'and' | 'or';
}

/**
 * A numeric formula: a fixed value, a mathjs expression over other fields by id (see compileFormula for
 * the syntax), or json-logic "logic" (if/else over the values).
 */
export type NumericFormula =
  | { mode: 'fixed'; value: number }
  | { mode: 'numeric'; expression: string }
  | { mode: 'logic'; logic: JsonLogic };

/**
 * What choosing an option asks of the filler (spec 001 "Options"): attach pictures (`source`, at most
 * `photoLimit`, `orientation` lock), add an observation (named `label`), fill another form (`formId`,
 * header values to `replicate`), create an activity (of `formId`, the document's own form by default).
 * Answers live in the document's `plans`.
 */
export interface ActionPlan {
  type: 'attachPicture' | 'addObservation' | 'fillForm' | 'createActivity';
  required?: boolean;
  source?: 'camera' | 'gallery' | 'both';
  photoLimit?: number;
  orientation?: 'none' | 'landscape' | 'portrait';
  label?: string;
  formId?: number;
  replicate?: Array<'title' | 'client' | 'unit' | 'asset'>;
  [setting: string]: unknown;
}

/** An uploaded file as a document stores it (EnviarArquivoDocumento's answer). */
export interface StoredFileRef {
  fileId: string;
  name?: string;
  mimeType?: string;
  size?: number;
  /** A photo's time (ISO 8601): the capture's for the camera, the file's for the gallery. */
  takenAt?: string;
  /** Where a camera photo was taken, when the browser gave the position (degrees, accuracy in meters). */
  position?: { lat: number; lng: number; accuracy?: number };
}

/**
 * The filler's answers to the action plans of a field's chosen option(s), by field id: the
 * observation, the photos (uploaded to the slot `<fieldId>.plan`), the other form's document, the
 * activity to create.
 */
export interface PlanAnswer {
  observation?: string;
  photos?: StoredFileRef[];
  /** fillForm: the document filled with the plan's form (a document of the caller's company). */
  documentId?: number;
  /** createActivity: the activity to create when the document is finished; `taskId` once created. */
  activity?: PlanActivity;
}

/** The activity a createActivity plan asks for: what, who (an employee's user id), by when. */
export interface PlanActivity {
  title: string;
  responsibleId: number;
  /** `YYYY-MM-DD`; none: no due date. */
  dueDate?: string;
  taskId?: number;
}

export interface FieldOption {
  id: string;
  name: string;
  auxText?: string;
  score?: number;
  actionPlans?: ActionPlan[];
}

/** A table column: a field-like cell definition; numericFormula columns may use row references. */
export interface TableColumn {
  id: string;
  name: string;
  type: FieldTypeId;
  required?: boolean;
  options?: FieldOption[];
  settings?: Record<string, unknown>;
  formula?: NumericFormula;
  charLimit?: number;
}

/** A table result: an aggregate over one column, referable by its id from other formulas. */
export interface TableResult {
  id: string;
  name: string;
  op: 'sum' | 'avg' | 'min' | 'max' | 'count';
  column: string;
}

/**
 * A table's per-line validation (spec 001 "tabela"): on each line the destination column's time must be
 * at least `minutesToAdd` after the reference column's; lines sharing the identifier column's value must
 * not overlap (the next one starts after the earlier one's destination).
 */
export interface LineValidation {
  identifierColumn?: string;
  referenceColumn?: string;
  destinationColumn?: string;
  minutesToAdd?: number;
}

export interface TableSettings {
  view?: 'normal' | 'card';
  rowLimit?: number;
  columns: TableColumn[];
  results?: TableResult[];
  lineValidation?: LineValidation;
}

export interface FormField {
  id: string;
  name: string;
  type: FieldTypeId;
  required?: boolean;
  description?: string;
  auxText?: string;
  /** Points the field adds to the form's score when it is visible and filled. */
  score?: number;
  options?: FieldOption[];
  /** Type-specific settings, validated by the type's settings schema (metadata/field-types/). */
  settings?: Record<string, unknown>;
  /** numericFormula: the formula; textFormula: `{ mode: 'text', template }`. */
  formula?: NumericFormula | { mode: 'text'; template: string };
  mask?: string;
  charLimit?: number;
  rules?: ConditionalRule;
}

export interface FormGroup {
  id: string;
  name: string;
  /** At least one field of the group must be filled (when the group is visible). */
  required?: boolean;
  rules?: ConditionalRule;
  /** A repeatable group's fields hold one value per copy (an array); `maxCopies` caps them. */
  repeatable?: boolean;
  maxCopies?: number;
  fields: FormField[];
}

export interface GlobalVariable {
  id: string;
  name: string;
  /** serial: a number incremented per document (the engine receives it); personalised: fixed value. */
  kind: 'serial' | 'personalised';
  value: string | number;
}

export interface FormHeader {
  title?: boolean;
  client?: boolean;
  unit?: boolean;
  asset?: boolean;
  project?: boolean;
}

/** Who receives an alert: employees (user ids), squads (record ids), roles (permission group ids), fixed
 * addresses and the ids of fields holding addresses. */
export interface AlertRecipients {
  employees: number[];
  squads: number[];
  roles: number[];
  emails: string[];
  emailFields: string[];
}

/** An e-mail sent when a document of the model is finished. */
export interface FormAlert {
  id: string;
  recipients: AlertRecipients;
  subject: string;
  text: string;
}

/** Where a finished document is POSTed; header pairs with an empty key or value are ignored. */
export interface FormWebhook {
  active: boolean;
  sendPdf: boolean;
  link: string;
  headers: Array<{ key: string; value: string }>;
}

/** A form model as stored (schemas/forms/formModel.schema.json, $id campo:forms/formModel). */
export interface FormModel {
  name: string;
  header?: FormHeader;
  mainField?: string;
  score?: boolean;
  folderId?: number | null;
  state?: 'active' | 'archived' | 'deleted';
  version?: number;
  groups: FormGroup[];
  globals?: GlobalVariable[];
  alerts?: FormAlert[];
  webhook?: FormWebhook;
  /** The model's workflow (docs/workflows.md), versioned with the model. */
  workflow?: Workflow;
  /** Export templates (custom PDF layouts, Word, Excel) and the default one (docs/pdf.md). */
  exports?: FormExports;
}

/** A filled document: values by field id, and the serial values the server assigned to globals. */
export interface FormDocument {
  values?: Record<string, unknown>;
  /** Action plan answers by field id (observation, photos, filled form, activity). */
  plans?: Record<string, PlanAnswer>;
  globals?: Record<string, string | number>;
}
