/** A library as the commands read it (ids as numbers). */
export interface LibraryRow {
  id: number;
  parentId: number | null;
  name: string;
  restricted: boolean;
  allowed: { roles: number[]; squads: number[]; employees: number[] };
}
