/** kind 'F': functionality code -> level ceiling; kind 'L': limit key -> limit_value (null = unlimited). */
export interface PermissionOverrideColumns {
  kind: 'F' | 'L';
  code: string;
  level: string | null;
  limit_value: number | null;
}
