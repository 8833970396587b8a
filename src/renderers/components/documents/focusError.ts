import type { FormError } from '../../../runtime/forms/FormError';
import { fieldInputId } from '../../forms/fill';

/** Where an error's input is in the page: the field (per copy), the table cell, or the group's heading. */
function errorTargetId(error: FormError): string {
  if (error.fieldId && error.row !== undefined && error.column)
    return `${fieldInputId(error.fieldId)}-r${error.row}-${error.column}`;
  if (error.fieldId) return fieldInputId(error.fieldId, error.copy);
  return `group-${error.groupId ?? ''}`;
}

/** Moves the focus to an error's input and scrolls it into view. */
export function focusError(error: FormError): void {
  const target = document.getElementById(errorTargetId(error));
  target?.focus();
  target?.scrollIntoView?.({ block: 'center' });
}
