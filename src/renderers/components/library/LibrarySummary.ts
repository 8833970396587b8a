/** A library as ListarBibliotecas answers it. */
export interface LibrarySummary {
  id: number;
  name: string;
  parentId: number | null;
  restricted: boolean;
  fileCount: number;
  size: number;
}
