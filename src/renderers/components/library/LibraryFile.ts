/** A file as ConsultarBiblioteca answers it. */
export interface LibraryFile {
  id: number;
  name: string;
  size: number;
  contentType: string;
  createdAt: string;
  share: { enabled: boolean; link: string } | null;
}
