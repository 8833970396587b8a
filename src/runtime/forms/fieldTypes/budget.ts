import type { FormFieldTypeDefinition } from './FormFieldTypeDefinition';
import { formatNumber } from './shared/formatNumber';
import { noValueErrors } from './shared/noValueErrors';

/** Priced items: their count and total in the field's currency. */
export const budget: FormFieldTypeDefinition = {
  answerText: (field, value, ctx) => {
    const items = Array.isArray(value) ? (value as Array<{ amount: number; price: number }>) : [];
    const total = items.reduce((sum, item) => sum + item.amount * item.price, 0);
    const currency = typeof field.settings?.currency === 'string' ? field.settings.currency : 'BRL';
    return ctx.t('downloads.file.budgetTotal', {
      count: items.length,
      total: formatNumber(total, ctx.locale, { style: 'currency', currency }),
    });
  },
  valueErrors: noValueErrors,
};
