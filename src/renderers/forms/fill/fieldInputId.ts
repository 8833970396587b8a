/**
 * The DOM id of a field's first input (or its legend), per copy in a repeatable group: what the fill
 * screen focuses for an error.
 *
 * @example fieldInputId('qty', 1) // 'field-qty-c1'
 */
export function fieldInputId(fieldId: string, copy?: number): string {
  return copy === undefined ? `field-${fieldId}` : `field-${fieldId}-c${copy}`;
}
