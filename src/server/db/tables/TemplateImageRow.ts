/** One picture of a template's gallery (TemplatesTable.images). */
export interface TemplateImageRow {
  title: string;
  description: string;
  imagePath: string;
  order: number;
}
