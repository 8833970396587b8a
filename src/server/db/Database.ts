import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Timestamps: written as Date (or SQL now()), read as Date by both pg and PGlite. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object = Record<string, unknown>> = JSONColumnType<T, string, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  owner_person_id: number | null;
  is_template: Generated<boolean>;
  segment_id: number | null;
  contact: string | null;
  amount_of_colaborators: string | null;
  customization: Json;
  plan_name: Generated<string>;
  plan_active: Generated<boolean>;
  trial: Generated<boolean>;
  trial_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  period_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  paid_licenses: Generated<number>;
  free_licenses: Generated<number>;
  created_at: DefaultTimestamp;
  missing_invoice_data: Generated<boolean>;
  integration_id: string | null;
  onboarding_completed: Generated<boolean>;
  /** Where WebhookTrigger events are POSTed; empty: none. */
  webhook_url: Generated<string>;
  /** Internal test accounts never fire webhooks. */
  is_internal_test: Generated<boolean>;
  cnpj: string | null;
  phone: string | null;
  /** Admin company limit of shared sub-user accesses per month (migration 0006); null: unlimited. */
  rotary_accesses_per_month: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PersonsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  email: string | null;
  photo: Uint8Array | null;
  photo_type: string | null;
  photo_version: Generated<number>;
  /** Migration 0006. */
  surname: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UsersTable {
  company_id: number;
  id: Generated<number>;
  person_id: number;
  login: string;
  password_hash: string;
  locale: Generated<string>;
  is_shared: Generated<boolean>;
  active: Generated<boolean>;
  last_login: Timestamp | null;
  tour_settings: Json | null;
  customization: Json;
}

/** Global directory login -> tenant, so a login can be resolved without scanning every tenant. */
export interface UserLoginsTable {
  login: string;
  company_id: number;
  user_id: number;
}

export interface UserGroupsTable {
  company_id: number;
  user_id: number;
  group_id: number;
}

export interface PermissionGroupsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  type: Generated<string>;
  levels: Json<Record<string, string>>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  company_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_seen: DefaultTimestamp;
}

export interface LoginAttemptsTable {
  login: string;
  failures: number;
  locked_until: Timestamp | null;
}

export interface PasswordRecoveriesTable {
  code_hash: string;
  company_id: number;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  company_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

/** kind 'F': functionality code -> level ceiling; kind 'L': limit key -> limit_value (null = unlimited). */
export interface PermissionOverrideColumns {
  kind: 'F' | 'L';
  code: string;
  level: string | null;
  limit_value: number | null;
}

export interface PlanPermissionOverridesTable extends PermissionOverrideColumns {
  plan_name: string;
}

export interface CompanyPermissionOverridesTable extends PermissionOverrideColumns {
  company_id: number;
}

/** A user command's functionality and level set by the platform administrator (functionality null: none). */
export interface CommandOverridesTable {
  name: string;
  functionality: string | null;
  level: string | null;
}

export type WebhookStatus = 'pending' | 'delivered' | 'failed' | 'skipped';

export interface WebhookDeliveriesTable {
  company_id: number;
  id: Generated<number>;
  event_type: string;
  payload: Json;
  url: string;
  status: WebhookStatus;
  attempts: Generated<number>;
  next_attempt_at: DefaultTimestamp;
  last_error: string | null;
  created_at: DefaultTimestamp;
  delivered_at: Timestamp | null;
  /** Extra request headers (a form model's webhook, migration 0009); null: none. */
  headers: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** An idempotency key of a scheduled job (migration 0011, src/server/jobs/); kept for good. */
export interface JobKeysTable {
  name: string;
  key: string;
  created_at: DefaultTimestamp;
}

export type JobState = 'pending' | 'done' | 'failed';

/** The requester's viewer snapshot a download checks form permissions against (migration 0014). */
export interface DownloadAudience {
  isCompanyAdmin: boolean;
  groupIds: number[];
  squadIds: number[];
  /** The requester had MODEL VIEW: documents (answers, photos) may be exported. */
  modelView: boolean;
}

/** A requested file of tasks in the downloads queue (migration 0014, docs/downloads.md). */
export interface DownloadsTable {
  company_id: number;
  id: Generated<number>;
  user_id: number;
  format: 'excel' | 'excelImages' | 'images' | 'kml' | 'pdf';
  task_ids: ColumnType<number[], string, string>;
  status: ColumnType<
    'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error',
    'waiting' | undefined,
    'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error'
  >;
  progress: Generated<number>;
  audience: ColumnType<DownloadAudience, string, string>;
  locale: string;
  utc_offset: number;
  attempts: Generated<number>;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  content_type: ColumnType<string | null, string | null | undefined, string | null>;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  error_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  downloaded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A job of the embedded queue (PGlite; pg-boss keeps PostgreSQL's own, migration 0011). */
export interface JobsTable {
  /** bigint identity, read as a string. */
  id: ColumnType<string, never, never>;
  name: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** When due; while running, the end of the lease. */
  run_at: DefaultTimestamp;
  attempts: Generated<number>;
  max_attempts: number;
  last_error: string | null;
  created_at: DefaultTimestamp;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** The Kysely schema of the whole database. */
/** A shared record's public link (migration 0004). */
export interface EntitySharesTable {
  company_id: number;
  entity: string;
  record_id: string | number;
  token: string;
  enabled: boolean;
  password_hash: string | null;
  updated_at: DefaultTimestamp;
  updated_by: number | null;
}

/** A library (migration 0005); `allowed` lists who may see a restricted one. */
export interface LibrariesTable {
  company_id: number;
  id: Generated<string | number>;
  parent_id: string | number | null;
  name: string;
  restricted: Generated<boolean>;
  allowed: Json<{ roles?: number[]; squads?: number[]; employees?: number[] }>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  created_by: number | null;
}

/** A file of a library, its bytes in the row (migration 0005). */
export interface LibraryFilesTable {
  company_id: number;
  id: Generated<string | number>;
  library_id: string | number;
  name: string;
  content_type: string;
  size: string | number;
  data: Uint8Array;
  created_at: DefaultTimestamp;
  created_by: number | null;
}

/** A client's portal settings, banner and logo (migration 0005); its link lives in entity_shares. */
export interface ClientPortalsTable {
  company_id: number;
  client_id: string | number;
  accent_color: string | null;
  show_extra_contacts: Generated<boolean>;
  allow_activity_details: Generated<boolean>;
  banner: Uint8Array | null;
  banner_type: string | null;
  logo: Uint8Array | null;
  logo_type: string | null;
  image_version: Generated<number>;
  updated_at: DefaultTimestamp;
  updated_by: number | null;
}

/** A pending invitation to join a company with a role (migration 0006); the token only as its sha256. */
export interface EmployeeInvitesTable {
  company_id: number;
  id: Generated<number>;
  email: string;
  group_id: number;
  token_hash: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  created_by: number | null;
  sent_at: DefaultTimestamp;
}

/** A person filling in through a shared (rotary) login, known by an access code (migration 0006). */
export interface SharedSubUsersTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  access_code: string;
  disabled: Generated<boolean>;
  activated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
}

/** One access of a shared sub-user (recorded by the filling site); counted over the last month. */
export interface SharedSubUserAccessesTable {
  company_id: number;
  sub_user_id: number;
  started_at: DefaultTimestamp;
  ended_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A template category of the template company (migration 0006). */
export interface TemplateCategoriesTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  position: Generated<number>;
  parent_id: number | null;
}

/** A form template of the template company: `model` is the form model JSON to copy (opaque until issue 5). */
export interface TemplatesTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  code: Generated<string>;
  abstract: Generated<string>;
  description: Generated<string>;
  category_id: number | null;
  position: Generated<number>;
  model: Json;
  images: JSONColumnType<TemplateImageRow[], string, string>;
  updated_at: DefaultTimestamp;
}

export interface TemplateImageRow {
  title: string;
  description: string;
  imagePath: string;
  order: number;
}

/** A company's copy of a template ("Usar modelo"), read by the forms of issue 5. */
export interface CompanyFormTemplatesTable {
  company_id: number;
  id: Generated<number>;
  template_id: number;
  name: string;
  model: Json;
  created_by: number | null;
  created_at: DefaultTimestamp;
}

/** A filled form (migration 0009): values of the model version it was filled with. */
export interface DocumentsTable {
  company_id: number;
  id: Generated<number>;
  form_id: number;
  form_version: number;
  values: Json;
  header: Json;
  /** Action plan answers by field id (PlanAnswer); written with the values. */
  plans: ColumnType<Record<string, unknown>, string | undefined, string>;
  globals: Json<Record<string, string | number>>;
  finished: boolean;
  /** numeric: read back as a string. */
  score: ColumnType<string | null, number | null, number | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
}

/** An uploaded file of a document's field (migration 0009); bytes in the FileStorage under storage_key. */
export interface DocumentFilesTable {
  company_id: number;
  id: string;
  /** Null until a saved document uses the file. */
  document_id: number | null;
  form_id: number;
  field_id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: number;
  created_at: DefaultTimestamp;
}

/** A task (activity, migration 0010, docs/tasks.md); late and expired are computed, never stored. */
export interface TasksTable {
  company_id: number;
  id: Generated<number>;
  title: string;
  project_id: number | null;
  phase_id: number | null;
  start_at: Timestamp;
  due_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  form_id: number;
  client_id: number | null;
  unit_id: number | null;
  asset_id: number | null;
  address: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_code_type: 'EMPLOYEE_CODE' | 'CPF' | 'CNPJ' | 'TOKEN' | null;
  instructions: Generated<string>;
  hide_before_start: Generated<boolean>;
  urgent: Generated<boolean>;
  close_after_due: Generated<boolean>;
  notify_emails: ColumnType<string[], string | undefined, string>;
  use_origin: ColumnType<Record<string, boolean>, string | undefined, string>;
  fill_in_location: Generated<boolean>;
  proximity_meters: number | null;
  show_only_near: Generated<boolean>;
  can_fill_out_of_area: Generated<boolean>;
  out_of_area_justification_required: Generated<boolean>;
  needs_approval: Generated<boolean>;
  approval_group_id: number | null;
  /** Migration 0015: what approval_group_id names (null on rows written before: either). */
  approval_group_kind: ColumnType<
    'role' | 'squad' | null,
    'role' | 'squad' | null | undefined,
    'role' | 'squad' | null
  >;
  status: ColumnType<
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted',
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted' | undefined,
    'planned' | 'in_progress' | 'finished' | 'cancelled' | 'deleted'
  >;
  approval: 'pending' | 'approved' | 'disapproved' | null;
  document_id: number | null;
  started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_by: number;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
  /** Where the responsible filled it and why out of the area (migration 0012). */
  fill_latitude: ColumnType<number | null, number | null | undefined, number | null>;
  fill_longitude: ColumnType<number | null, number | null | undefined, number | null>;
  fill_accuracy: ColumnType<number | null, number | null | undefined, number | null>;
  fill_distance_meters: ColumnType<number | null, number | null | undefined, number | null>;
  out_of_area_justification: ColumnType<string | null, string | null | undefined, string | null>;
  /** The recurrent task that generated it and its local occurrence date (migration 0013); read as text. */
  recurrent_id: ColumnType<number | null, number | null | undefined, number | null>;
  occurrence_date: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A recurrent task's template and rule (migration 0013, docs/tasks.md). */
export interface RecurrentTasksTable {
  company_id: number;
  id: Generated<number>;
  title: string;
  form_id: number;
  /** The task's fields as SalvarAtividade takes them, without dates and prerequisites. */
  template: ColumnType<Record<string, unknown>, string, string>;
  /** A RecurrenceRule (src/runtime/tasks/recurrence.ts). */
  rule: ColumnType<Record<string, unknown>, string, string>;
  utc_offset: number;
  active: Generated<boolean>;
  /** The last local date generated; read as text. */
  generated_until: ColumnType<string | null, string | null | undefined, string | null>;
  created_by: number;
  created_at: DefaultTimestamp;
  updated_by: number;
  updated_at: DefaultTimestamp;
  version: Generated<number>;
}

/** A task that must be finished before another (migration 0010). */
export interface TaskPrerequisitesTable {
  company_id: number;
  task_id: number;
  prerequisite_id: number;
}

/** One edit of a task: `{field: {from, to}}` (migration 0010). */
export interface TaskHistoryTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  changes: ColumnType<Record<string, { from: unknown; to: unknown }>, string, string>;
}

/** One approval decision on a task (migration 0012); approving is final. */
export interface TaskApprovalsTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  decision: 'approved' | 'disapproved';
  justification: string | null;
}

/** One message of a task's approval chat (migration 0012). */
export interface TaskMessagesTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  text: string;
}

/** Who may see a form or a folder (docs/forms.md); empty lists: everybody. */
export interface FormPermissionsRow {
  roles: number[];
  squads: number[];
  employees: number[];
}

/** A folder of form models (migration 0008); a tree by parent_id. */
export interface FormFoldersTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  parent_id: number | null;
  permissions: JSONColumnType<FormPermissionsRow, string, string>;
  hide_forms_when_filling: Generated<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A form model (migration 0008): its state and current version; the model JSON is in form_versions. */
export interface FormsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  folder_id: number | null;
  state: Generated<'active' | 'archived' | 'deleted'>;
  current_version: Generated<number>;
  v1: Generated<boolean>;
  permissions: JSONColumnType<FormPermissionsRow, string, string>;
  created_by: number | null;
  updated_by: number | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One saved version of a form model (migration 0008): the whole FormModel. */
export interface FormVersionsTable {
  company_id: number;
  form_id: number;
  version: number;
  model: Json;
  created_by: number | null;
  created_at: DefaultTimestamp;
}

/** The edition currently editing a form model (migration 0008); free without heartbeat for 2 minutes. */
export interface FormEditLocksTable {
  company_id: number;
  form_id: number;
  edition_uid: string;
  user_id: number;
  acquired_at: DefaultTimestamp;
  heartbeat_at: DefaultTimestamp;
}

/** A picture a form model shows (auxImage, reference images, sketch background); migration 0008. */
export interface FormImagesTable {
  company_id: number;
  id: string;
  storage_key: string;
  file_name: string;
  content_type: string;
  size: number;
  created_by: number;
  created_at: DefaultTimestamp;
}

/** The counter of a serial global variable of a form model (migration 0008). */
export interface FormSerialsTable {
  company_id: number;
  form_id: number;
  global_id: string;
  last_value: Generated<string | number>;
}

export interface Database {
  companies: CompaniesTable;
  persons: PersonsTable;
  users: UsersTable;
  user_logins: UserLoginsTable;
  user_groups: UserGroupsTable;
  permission_groups: PermissionGroupsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_recoveries: PasswordRecoveriesTable;
  outbox_emails: OutboxEmailsTable;
  plan_permission_overrides: PlanPermissionOverridesTable;
  company_permission_overrides: CompanyPermissionOverridesTable;
  command_overrides: CommandOverridesTable;
  webhook_deliveries: WebhookDeliveriesTable;
  entity_shares: EntitySharesTable;
  libraries: LibrariesTable;
  library_files: LibraryFilesTable;
  client_portals: ClientPortalsTable;
  employee_invites: EmployeeInvitesTable;
  shared_sub_users: SharedSubUsersTable;
  shared_sub_user_accesses: SharedSubUserAccessesTable;
  template_categories: TemplateCategoriesTable;
  templates: TemplatesTable;
  company_form_templates: CompanyFormTemplatesTable;
  form_folders: FormFoldersTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  form_edit_locks: FormEditLocksTable;
  form_serials: FormSerialsTable;
  form_images: FormImagesTable;
  documents: DocumentsTable;
  document_files: DocumentFilesTable;
  tasks: TasksTable;
  task_prerequisites: TaskPrerequisitesTable;
  task_history: TaskHistoryTable;
  recurrent_tasks: RecurrentTasksTable;
  task_approvals: TaskApprovalsTable;
  task_messages: TaskMessagesTable;
  job_keys: JobKeysTable;
  jobs: JobsTable;
  downloads: DownloadsTable;
}
