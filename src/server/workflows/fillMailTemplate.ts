import type { TFunction } from 'i18next';
import { answerText } from '../../runtime/forms/answerText';
import type { FormModel } from '../../runtime/forms/FormModel';
import { modelIndex } from '../../runtime/forms/modelIndex';

/**
 * A workflow e-mail's subject or text with the form's fields in it: `{fieldId}` becomes the document's
 * answer as text (answerText, as in exports); an unknown id stays as typed.
 *
 * @example fillMailTemplate('Inspeção {ok}', model, { ok: 'nao' }, t) // 'Inspeção Não conforme'
 */
export function fillMailTemplate(
  template: string,
  model: FormModel,
  values: Record<string, unknown>,
  t: TFunction,
): string {
  const fields = modelIndex(model).fields;
  return template.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, id: string) => {
    const field = fields.get(id)?.field;
    return field ? answerText(field, values[id], { t, locale: 'pt-BR' }) : whole;
  });
}
