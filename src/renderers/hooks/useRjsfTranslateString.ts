import { replaceStringParameters, TranslatableString } from '@rjsf/utils';
import { useCallback } from 'react';
import { useTranslation } from './useTranslation';

/** Each rjsf string by its English text, named by its enum key (`RemoveButton`...). */
const NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(TranslatableString).map(([name, text]) => [text, name]),
);

/**
 * rjsf's `translateString` in the user's language: every string rjsf's templates draw ("Add Item",
 * "Remove", "Move up"...) from `rjsf.<EnumKey>` in metadata/i18n (`%1`, `%2` stand for rjsf's
 * parameters); a string without a translation stays rjsf's English.
 *
 * @example <Form translateString={useRjsfTranslateString()} ... />
 */
export function useRjsfTranslateString(): (key: TranslatableString, params?: string[]) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (key, params) => {
      const name = `rjsf.${NAMES[key] ?? ''}`;
      return replaceStringParameters(i18n.exists(name) ? t(name) : key, params);
    },
    [t, i18n],
  );
}
