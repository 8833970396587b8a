import type { Level } from '../../../runtime/access/Level';

/** The PERMISSIONS parameter of the next-permissions commands. */
export interface PermissionsInput {
  functionalities?: Record<string, Level>;
  limits?: Record<string, number | null>;
}
