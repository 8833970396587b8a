/** A template as ListarTemplates answers it. */
export interface TemplateSummary {
  id: number;
  name: string;
  code: string;
  abstract: string;
  categoryId: number | null;
  category: string | null;
  order: number;
  updatedAt: string;
}
