/**
 * The digits of a value typed with any punctuation (dots, dashes, slashes, spaces, parentheses).
 *
 * @example onlyDigits('12.345.678/0001-95') // '12345678000195'
 */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}
