import type { Level } from '../../runtime/access/Level';

/** Every functionality at EDIT: the company administrator's effective levels in tests. */
export const allFunctionalities: Record<string, Level> = Object.fromEntries(
  [
    'DASHBOARD',
    'MODEL',
    'TASK',
    'TASK_APPROVAL',
    'PROJECT',
    'EMPLOYEE',
    'WORK_GROUP',
    'CLIENT',
    'UNIT',
    'LIBRARY',
    'ASSET',
    'COMMERCIAL',
    'RESEARCH',
    'PERSONAL_DATA',
    'COMPANY_DATA',
    'MOBILE_ACCESS',
    'MODEL_APPROVAL',
    'SUPERSET_DASHBOARD',
    'VIDEOS_GALLERY',
  ].map((code) => [code, 'EDIT' as Level]),
);
