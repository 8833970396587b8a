import type { TFunction } from 'i18next';
import type { FormUsage } from './findUsages';

/**
 * The place an item is used, for messages: `formUsage.<kind>` in the i18n files.
 *
 * @example formUsagePlace({ kind: 'formula', ownerId: 'total', ownerName: 'Total' }, t) // 'na fórmula de Total'
 */
export function formUsagePlace(usage: FormUsage, t: TFunction): string {
  return t(`formUsage.${usage.kind}`, { name: usage.ownerName });
}
