/** A category as ListarCategoriasTemplate answers it. */
export interface TemplateCategory {
  id: number;
  name: string;
  order: number;
  parentId: number | null;
  templateCount: number;
}
