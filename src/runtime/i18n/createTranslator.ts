import i18next, { type i18n, type Resource } from 'i18next';

export const DEFAULT_LOCALE = 'pt-BR';
export const LOCALES = ['pt-BR', 'en-US'] as const;

/**
 * An i18next instance over the `metadata/i18n/<locale>.json` messages. pt-BR is the default and the
 * fallback (the spec's en-US dictionary is allowed to be incomplete). Initialised synchronously so the
 * server and tests can translate at once.
 *
 * @example
 * const i18n = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS });
 * i18n.t('errors.ENTITY_NOT_FOUND'); // 'Entidade não encontrada'
 */
export function createTranslator(messages: Record<string, object>, locale: string = DEFAULT_LOCALE): i18n {
  const resources: Resource = {};
  for (const [lng, translation] of Object.entries(messages))
    resources[lng] = { translation } as Resource[string];
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
