import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

/** What a component translates with: the provider's `t` for its current language, and the instance. */
export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface Source {
  current: Translation;
  subscribe(listener: () => void): () => void;
}

/** One source per i18next instance: every component of an app shares its `t` until the language changes. */
const sources = new WeakMap<I18n, Source>();

function sourceOf(i18n: I18n): Source {
  const known = sources.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  // `t` without a fixed language reads the instance's language at each call; a new one per change
  // lets memoised components that take `t` as a prop draw again.
  const fresh = (): Translation => ({ t: i18n.getFixedT(null, 'translation'), i18n });
  const source: Source = {
    current: fresh(),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // Also fired by changeLanguage to the same language, which is how label overrides announce themselves.
  i18n.on('languageChanged', () => {
    source.current = fresh();
    for (const listener of listeners) listener();
  });
  sources.set(i18n, source);
  return source;
}

/**
 * The translation of the I18nextProvider above, drawn again when its language changes (or a label
 * override is announced). The app's only way to translate in a component: react-i18next's own hook
 * copies the whole i18next instance's properties into a wrapper at every mount (react-i18next 17), about
 * 60 µs each, which was a tenth of the main thread's work while a 1,000-field form opens (issue 13).
 *
 * @example const { t, i18n } = useTranslation(); t('taskList.title'); i18n.language
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n;
  if (!i18n) throw new Error('useTranslation needs an I18nextProvider above the component');
  const source = sourceOf(i18n);
  return useSyncExternalStore(source.subscribe, () => source.current);
}
