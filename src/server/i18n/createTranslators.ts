import type { TFunction } from 'i18next';
import { createTranslator, DEFAULT_LOCALE, LOCALES } from '../../runtime/i18n/createTranslator';

/**
 * One translator per supported locale, built once at start (i18next instances are not cheap per request).
 * An unknown locale gets pt-BR.
 *
 * @example createTranslators(messages)('en-US')('errors.TIMEOUT')
 */
export function createTranslators(messages: Record<string, object>): (locale?: string | null) => TFunction {
  const byLocale = new Map<string, TFunction>();
  for (const locale of LOCALES) byLocale.set(locale, createTranslator(messages, locale).t);
  const fallback = byLocale.get(DEFAULT_LOCALE)!;
  return (locale) => (locale && byLocale.get(locale)) || fallback;
}
