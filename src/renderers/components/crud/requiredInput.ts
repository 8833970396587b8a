import type { ChangeEvent } from 'react';
import type { TFunction } from 'i18next';

/**
 * The props of a required text input: its value and change, and the 'required field' message while
 * `missing` (the caller decides when: after a first submit, or at once).
 *
 * @example <TextField label={t('x.name')} {...requiredInput(t, name, setName, tried && !name.trim())} />
 */
export function requiredInput(
  t: TFunction,
  value: string,
  onChange: (value: string) => void,
  missing: boolean,
) {
  return {
    required: true,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    error: missing,
    helperText: missing ? t('errors.REQUIRED_FIELD') : undefined,
  };
}
