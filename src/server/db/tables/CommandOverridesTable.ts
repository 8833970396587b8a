/** A user command's functionality and level set by the platform administrator (functionality null: none). */
export interface CommandOverridesTable {
  name: string;
  functionality: string | null;
  level: string | null;
}
