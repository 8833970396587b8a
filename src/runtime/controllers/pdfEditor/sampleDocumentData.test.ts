import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/createTranslator';
import { loadTestMetadata } from '../../testing/loadTestMetadata';
import { PDF_PLACEHOLDERS } from './PDF_PLACEHOLDERS';
import { sampleDocumentData } from './sampleDocumentData';
import { pdfLayoutOf } from '../../pdf/testing/pdfFixtures';

const i18n = createTranslator(loadTestMetadata().messages);
const ctx = { t: i18n.t.bind(i18n), locale: 'pt-BR', companyName: 'Demo', today: '2026-11-26' };

describe('sampleDocumentData', () => {
  it('gives each answered field a sample as the print shows it, and compares choices by label', () => {
    const model = {
      name: 'Vistoria',
      groups: [
        {
          id: 'g1',
          name: 'Geral',
          fields: [
            { id: 'title', name: 'Título', type: 'auxTitle' as const },
            { id: 'when', name: 'Data', type: 'date' as const },
            { id: 'temp', name: 'Temperatura', type: 'number' as const },
            {
              id: 'ok',
              name: 'Situação',
              type: 'choiceSingle' as const,
              options: [
                { id: 'a', name: 'Conforme' },
                { id: 'b', name: 'Não conforme' },
              ],
            },
            { id: 'pic', name: 'Fotos', type: 'photo' as const },
          ],
        },
      ],
    };
    const data = sampleDocumentData(model, pdfLayoutOf(), ctx);
    expect(data.groups.g1).toEqual({ name: 'Geral', fieldIds: ['when', 'temp', 'ok', 'pic'] });
    expect(data.fields.when).toMatchObject({ text: '26/11/2026', rawValue: '2026-11-26' });
    expect(data.fields.temp).toMatchObject({ text: '42', rawValue: 42 });
    expect(data.fields.ok).toMatchObject({ text: 'Conforme', rawValue: ['Conforme'] });
    expect(data.fields.pic!.images).toEqual([PDF_PLACEHOLDERS.photo, PDF_PLACEHOLDERS.photo]);
    expect(data.photos).toHaveLength(2);
    expect(data.info.formName).toEqual({ label: 'Formulário', text: 'Vistoria' });
  });

  it('answers a choice with the option a styling rule paints, so the canvas shows its colours', () => {
    const options = [
      { id: 'a', name: 'Conforme' },
      { id: 'b', name: 'Não conforme' },
      { id: 'c', name: 'Não se aplica' },
    ];
    const model = {
      name: 'Vistoria',
      groups: [
        {
          id: 'g1',
          name: 'Geral',
          fields: [
            { id: 'ok', name: 'Situação', type: 'choiceSingle' as const, options },
            { id: 'many', name: 'Itens', type: 'choiceMultiple' as const, options },
          ],
        },
      ],
    };
    const rule = (fieldId: string) => ({
      id: fieldId,
      fieldId,
      operator: 'equals' as const,
      value: 'Não se aplica',
      textColor: '#c62828',
    });
    const data = sampleDocumentData(model, pdfLayoutOf({ styleRules: [rule('ok'), rule('many')] }), ctx);
    expect(data.fields.ok).toMatchObject({ text: 'Não se aplica', rawValue: ['Não se aplica'] });
    // The painted option is among the answers; the field still lists its options in the model's order.
    expect(data.fields.many!.rawValue).toEqual(['Conforme', 'Não se aplica']);
    expect(data.fields.many!.choices!.map((c) => c.label)).toEqual(options.map((o) => o.name));
    expect(sampleDocumentData(model, pdfLayoutOf(), ctx).fields.ok!.text).toBe('Conforme');
  });
});
