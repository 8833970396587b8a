import type { TFunction } from 'i18next';

/** EDIT / VIEW / DISABLE as select options. */
export function levelOptions(t: TFunction) {
  return [
    { value: 'EDIT', label: t('permissions.levelEdit') },
    { value: 'VIEW', label: t('permissions.levelView') },
    { value: 'DISABLE', label: t('permissions.levelNone') },
  ];
}
