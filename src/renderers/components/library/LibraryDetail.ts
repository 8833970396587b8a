import type { LibraryFile } from './LibraryFile';

/** A library with its files, path and sub-libraries (ConsultarBiblioteca). */
export interface LibraryDetail {
  id: number;
  name: string;
  parentId: number | null;
  restricted: boolean;
  allowed: { roles: number[]; squads: number[]; employees: number[] };
  path: Array<{ id: number; name: string }>;
  children: Array<{ id: number; name: string }>;
  files: LibraryFile[];
}
