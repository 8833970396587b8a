import i18next, { type BackendModule, type i18n, type Resource } from 'i18next';

export const DEFAULT_LOCALE = 'pt-BR';
export const LOCALES = ['pt-BR', 'en-US'] as const;

/** An i18next backend over a loader: a language missing from the given messages is loaded on demand. */
function loaderBackend(load: (locale: string) => Promise<object>): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, _namespace, callback) => {
      load(language).then(
        (data) => callback(null, data as Record<string, unknown>),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * An i18next instance over the `metadata/i18n/<locale>.json` messages. pt-BR is the default and the
 * fallback (the spec's en-US dictionary is allowed to be incomplete). Initialised synchronously so the
 * server and tests can translate at once. With `load`, the messages given may be only some languages
 * (the browser starts with pt-BR): changeLanguage to another one loads it first.
 *
 * @example
 * const i18n = createTranslator({ 'pt-BR': ptBR, 'en-US': enUS });
 * i18n.t('errors.ENTITY_NOT_FOUND'); // 'Entidade não encontrada'
 */
export function createTranslator(
  messages: Record<string, object>,
  locale: string = DEFAULT_LOCALE,
  load?: (locale: string) => Promise<object>,
): i18n {
  const resources: Resource = {};
  for (const [lng, translation] of Object.entries(messages))
    resources[lng] = { translation } as Resource[string];
  const instance = i18next.createInstance();
  if (load) instance.use(loaderBackend(load));
  void instance.init({
    resources,
    partialBundledLanguages: Boolean(load),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
