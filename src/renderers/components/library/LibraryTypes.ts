/** A library as ListarBibliotecas answers it. */
export interface LibrarySummary {
  id: number;
  name: string;
  parentId: number | null;
  restricted: boolean;
  fileCount: number;
  size: number;
}

/** A file as ConsultarBiblioteca answers it. */
export interface LibraryFile {
  id: number;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
  share: { enabled: boolean; link: string } | null;
}

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
