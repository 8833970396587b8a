export interface TemplateImageRow {
  title: string;
  description: string;
  imagePath: string;
  order: number;
}
