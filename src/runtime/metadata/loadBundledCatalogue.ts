const catalogues = import.meta.glob<object>('/metadata/i18n/*.json', { import: 'default' });

/**
 * One language's messages (`metadata/i18n/<locale>.json`), each catalogue a chunk of its own so the
 * login page downloads only the language it shows; an unknown locale rejects.
 *
 * @example const ptBR = await loadBundledCatalogue('pt-BR'); // { errors: { ... }, ... }
 */
export function loadBundledCatalogue(locale: string): Promise<object> {
  const load = catalogues[`/metadata/i18n/${locale}.json`];
  return load ? load() : Promise.reject(new Error(`No catalogue for ${locale}`));
}
