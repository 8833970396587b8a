/**
 * Every error the product shows, once, with a stable code. The text lives in `metadata/i18n/<locale>.json`
 * under `errors.<CODE>` (pt-BR verbatim from the spec where the spec gives it).
 *
 * @example errorMessageKey('ENTITY_NOT_FOUND') // 'errors.ENTITY_NOT_FOUND'
 */
export const ERROR_CODES = [
  // transport and protocol
  'CONNECTION_ERROR',
  'TIMEOUT',
  'MALFORMED_REQUEST',
  'REQUEST_TOO_LARGE',
  'UNKNOWN_COMMAND',
  'INVALID_PARAMETERS',
  'INTERNAL_ERROR',
  'RATE_LIMITED',
  // session and access
  'LOGIN_REQUIRED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'BLOCK_SHARED_USER',
  'PERMISSION_DENIED',
  'ADMIN_ONLY',
  'NO_PERMISSION_EDIT',
  'PLAN_LIMIT_REACHED',
  'NO_LIMIT_IN_PLAN',
  'PLAN_BLOCKED',
  'TRIAL_EXPIRED',
  'PLAN_CANCELLED',
  'ACCOUNT_BLOCKED',
  // account
  'WRONG_OLD_PASSWORD',
  'PASSWORDS_MUST_MATCH',
  'PASSWORDS_DIFFER',
  'PASSWORD_RULE',
  'PASSWORD_RULE_OLD',
  'INVALID_RECOVERY_CODE',
  'INVALID_EMAIL',
  'INVALID_PHONE',
  'INVALID_CPF',
  'INVALID_CNPJ',
  'REQUIRED_FIELD',
  'FILL_ALL_FIELDS',
  'INVALID_IMAGE',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  // entities
  'ENTITY_NOT_FOUND',
  'STALE_VERSION',
  'PERMISSION_SAVE_MISSING_TARGET',
  // access, plans and registration
  'ROLE_HAS_STAFF',
  'ROLE_NOT_EDITABLE',
  'COMPANY_NAME_TAKEN',
  'LOGIN_TAKEN',
  'TERMS_NOT_ACCEPTED',
  // entity records (issue 4)
  'INVALID_CEP',
  'INVALID_DATE',
  'INVALID_VALUE',
  'VALUE_TOO_LONG',
  'TOO_MANY_ROWS',
  'INVALID_OPTION',
  'VALUES_MUST_DIFFER',
  'UNKNOWN_FIELD',
  'UNKNOWN_ENTITY',
  'ENTITY_INVALID',
  'ENTITY_ROWS_INVALID',
  'DUPLICATE_VALUE',
  'SELF_PARENT',
  'PARENT_CYCLE',
  'LOOKUP_NOT_FOUND',
  'COMPANY_ID_REQUIRED',
  'SHARE_UNAVAILABLE',
  'SHARE_WRONG_PASSWORD',
  // libraries, public files and the client portal
  'LIBRARY_HAS_SUBLIBRARIES',
  'LIBRARY_STORAGE_FULL',
  'FILE_UNAVAILABLE',
  'PORTAL_UNAVAILABLE',
  // employees, invites, shared sub-users and templates (issue 6)
  'INVITE_INVALID_TOKEN',
  'INVITE_DUPLICATE_EMAIL',
  'INVITE_ROLE_REQUIRED',
  'INVITE_ALREADY_USER',
  'ACCESS_CODE_TAKEN',
  'ROTARY_CANNOT_DEACTIVATE',
  'SUB_USER_DELETE_ERROR',
  'EMPLOYEE_CANNOT_DEACTIVATE_SELF',
  'EMPLOYEE_CANNOT_DEACTIVATE_OWNER',
  'TEMPLATE_CATEGORY_IN_USE',
  // the admin's bulk pages: a value a sheet repeats
  'DUPLICATE_IN_SHEET',
  // the form engine (issue 5): formulas, rules and filled values
  'FORM_INVALID_FORMULA',
  'FORM_CHECK_FORMULAS',
  'FORM_FORMULA_LOOP',
  'FORM_INVALID_RULE',
  'FORM_RESULT_REFERENCED',
  'FORM_GROUP_REQUIRED',
  'FORM_PLAN_OBSERVATION_REQUIRED',
  'FORM_PLAN_PHOTO_REQUIRED',
  'FORM_PLAN_PHOTO_LIMIT',
  'FORM_NUMBER_MIN',
  'FORM_NUMBER_MAX',
  'FORM_NUMBER_INTEGER',
  'FORM_NUMBER_DECIMALS',
  'FORM_TABLE_ROW_ERROR',
  // form models and folders (issue 5)
  'FORM_NAME_TOO_LONG',
  'FORM_INVALID_SETTINGS',
  'FORM_IMAGE_MISSING',
  'FORM_ITEM_IN_USE',
  'FORM_COLUMN_TYPE_IN_USE',
  'FORM_SCORE_IN_USE',
  'FORM_LOCKED',
  'FORM_DELETED',
  'FORM_V1_UNARCHIVE',
  'FOLDER_NO_PERMISSION',
  'FOLDER_HAS_SUBFOLDERS',
  // documents: filled forms (issue 5)
  'DOCUMENT_FINISHED',
  'DOCUMENT_INVALID',
  'DOCUMENT_FILE_INVALID',
  'DOCUMENT_FORM_INACTIVE',
  // tasks (activities, docs/tasks.md)
  'TASK_INVALID_DISTANCE',
  'TASK_DUE_HOUR_BEFORE_START',
  'TASK_DUE_BEFORE_START',
  'TASK_DUE_IN_PAST',
  'TASK_SELF_PREREQUISITE',
  'TASK_PREREQUISITE_CYCLE',
  'TASK_NOT_EDITABLE',
  'CONFIRMATION_PHRASE_WRONG',
  'WRONG_PASSWORD',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function errorMessageKey(code: ErrorCode): string {
  return `errors.${code}`;
}

export function isErrorCode(value: string): value is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(value);
}
