import type { i18n } from 'i18next';

/** Sets `a.b.c` in a nested object (copying along the way). */
function withKey(tree: Record<string, unknown>, path: string, value: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!head) return tree;
  if (!rest.length) return { ...tree, [head]: value };
  const child = tree[head];
  return {
    ...tree,
    [head]: withKey(
      child && typeof child === 'object' ? (child as Record<string, unknown>) : {},
      rest.join('.'),
      value,
    ),
  };
}

/**
 * The company's words over the app's messages: every locale's bundle is rebuilt from the metadata
 * messages plus the overrides (so removing an override restores the default), then the language is
 * re-announced so every `t()` renders again. Menus and titles use `$t(terms.units)`, so overriding
 * `terms.units` renames the unit everywhere. `announce` false skips that re-announce, for a language
 * being loaded (its change of language is under way and announces itself).
 *
 * @example applyLabelOverrides(i18n, metadata.messages, { 'terms.units': 'Fazendas' });
 */
export function applyLabelOverrides(
  instance: i18n,
  messages: Record<string, object>,
  labels: Record<string, string>,
  announce = true,
): void {
  for (const [lng, base] of Object.entries(messages)) {
    let bundle = base as Record<string, unknown>;
    for (const [key, value] of Object.entries(labels)) bundle = withKey(bundle, key, value);
    instance.removeResourceBundle(lng, 'translation');
    instance.addResourceBundle(lng, 'translation', bundle, true, true);
  }
  if (announce) void instance.changeLanguage(instance.language);
}
