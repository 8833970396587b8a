import type { RecurrenceFields } from './RecurrenceFields';

/**
 * One recurrent task template as ConsultarAtividadesRecorrentes answers it (ITEMS).
 *
 * @example const { ITEMS } = await command<{ ITEMS: RecurrentTemplateItem[]; TOTAL: number }>('ConsultarAtividadesRecorrentes');
 */
export interface RecurrentTemplateItem extends RecurrenceFields {
  id: number;
  version: number;
  title: string;
  formName: string | null;
  responsible: { kind: string; id: number | null; code: string | null; name: string | null };
  baseDate: string;
  active: boolean;
  generatedUntil: string | null;
}
