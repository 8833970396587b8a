const catalogues = import.meta.glob<object>('/metadata/i18n/*.json', { import: 'default' });
// The same files cut to SHELL_CATALOGUE's namespaces by the build (vite.config.ts, `?shell`).
const shells = import.meta.glob<object>('/metadata/i18n/*.json', { import: 'default', query: '?shell' });

/** Which part of a catalogue to load: all of it, or only the login/shell namespaces (SHELL_CATALOGUE). */
export type CataloguePart = 'all' | 'shell';

/**
 * One language's messages (`metadata/i18n/<locale>.json`), each catalogue a chunk of its own so the
 * login page downloads only the language it shows, and only its shell part first; an unknown locale
 * rejects.
 *
 * @example const ptBR = await loadBundledCatalogue('pt-BR'); // { errors: { ... }, taskList: { ... }, ... }
 * const shell = await loadBundledCatalogue('pt-BR', 'shell'); // { auth: { ... }, errors: { ... }, ... }
 */
export function loadBundledCatalogue(locale: string, part: CataloguePart = 'all'): Promise<object> {
  const load = (part === 'shell' ? shells : catalogues)[`/metadata/i18n/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue for ${locale}`));
}
