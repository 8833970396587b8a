/** USUARIO_LOGADO.companyCustomization (JSON text): label overrides and brand colours. */
export interface CompanyCustomization {
  /** i18n key -> the company's word, e.g. { 'terms.units': 'Fazendas' }. */
  labels: Record<string, string>;
  primaryColor?: string;
  secondaryColor?: string;
}

/** The customisable terms the company-data screen offers (i18n keys used by menus and titles). */
export const CUSTOMISABLE_TERMS = ['terms.unit', 'terms.units', 'terms.asset', 'terms.assets'] as const;

const COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * The customisation from its JSON text; unreadable text or bad colours are ignored, never thrown.
 *
 * @example parseCompanyCustomization('{"primaryColor":"#123456"}').primaryColor // '#123456'
 */
export function parseCompanyCustomization(text: string | null | undefined): CompanyCustomization {
  let raw: Partial<CompanyCustomization> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    raw = parsed && typeof parsed === 'object' ? (parsed as Partial<CompanyCustomization>) : {};
  } catch {
    raw = {};
  }
  const labels: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw.labels ?? {}))
    if (typeof value === 'string' && value.trim()) labels[key] = value.trim();
  return {
    labels,
    primaryColor: raw.primaryColor && COLOR.test(raw.primaryColor) ? raw.primaryColor : undefined,
    secondaryColor: raw.secondaryColor && COLOR.test(raw.secondaryColor) ? raw.secondaryColor : undefined,
  };
}
