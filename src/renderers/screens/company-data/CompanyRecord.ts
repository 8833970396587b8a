/** ConsultarDadosEmpresa's EMPRESA (docs/access-commands.md). */
export interface CompanyRecord {
  id: number;
  name: string;
  cnpj: string;
  contact: string;
  phone: string;
  segmentId: number | null;
  amountOfColaborators: string | null;
  customization: { labels?: Record<string, string>; primaryColor?: string; secondaryColor?: string };
  /** The logo's image id (BaixarImagem), or null. */
  logo?: string | null;
}

/** Company segments by id (spec 000 section 3) and their i18n keys. */
export const SEGMENTS: Array<{ id: number; key: string }> = [
  { id: 18, key: 'farming' },
  { id: 192, key: 'construction' },
  { id: 193, key: 'industry' },
  { id: 194, key: 'services' },
  { id: 195, key: 'retail' },
  { id: 196, key: 'technology' },
  { id: 197, key: 'others' },
];
