import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_TYPE_IDS, type FieldTypeId } from '../../runtime/forms/FIELD_TYPE_IDS';
import type { FormField, FormModel } from '../../runtime/forms/FormModel';
import { fieldTypeCatalogue } from '../forms/fieldTypes/fieldTypeCatalogue';
import { renderFiller } from '../testing/renderFiller';
import { fieldRenderers } from './fieldRenderers';

/** What a field of each type needs to render something (options, columns, a link...). */
const EXTRA: Partial<Record<FieldTypeId, Partial<FormField>>> = {
  choiceMultiple: { options: [{ id: 'a', name: 'Opção A' }] },
  choiceSingle: { options: [{ id: 'a', name: 'Opção A' }] },
  thermometer: { options: [{ id: 'cold', name: 'Frio' }] },
  selectBox: { options: [{ id: 'a', name: 'Opção A' }] },
  table: { settings: { columns: [{ id: 'c', name: 'Coluna', type: 'textShort' }] } },
  numericFormula: { formula: { mode: 'fixed', value: 3 } },
  textFormula: { formula: { mode: 'text', template: 'x' } },
  autoData: { settings: { source: 'dateHour' } },
  auxLink: { settings: { url: 'https://campo.example/ajuda', text: 'Tipo auxLink' } },
};
/** Display-only types that show nothing without content of their own. */
const SILENT = new Set<FieldTypeId>(['auxImage', 'auxSeparator']);

describe('fieldRenderers', () => {
  it('has exactly one fill and one settings renderer per field type', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual([...FIELD_TYPE_IDS].sort());
    for (const id of FIELD_TYPE_IDS) {
      expect(typeof fieldRenderers[id].Fill, id).toBe('function');
      expect(typeof fieldRenderers[id].Settings, id).toBe('function');
    }
  });

  it('renders every type metadata/field-types declares, and nothing it does not', () => {
    expect(Object.keys(fieldRenderers).sort()).toEqual(Object.keys(fieldTypeCatalogue()).sort());
  });

  it('renders a form with a field of every type, each named on the page', async () => {
    const model: FormModel = {
      name: 'Todos os tipos',
      groups: [
        {
          id: 'g',
          name: 'Grupo',
          fields: FIELD_TYPE_IDS.map((type) => ({
            id: `f_${type}`,
            name: `Tipo ${type}`,
            type,
            ...EXTRA[type],
          })),
        },
      ],
    };
    renderFiller({ model });
    // More fields than a first screenful: the model is compiled before they are drawn.
    await screen.findAllByText(/Tipo textShort\b/);
    for (const type of FIELD_TYPE_IDS) {
      if (SILENT.has(type)) continue;
      expect(screen.getAllByText(new RegExp(`Tipo ${type}\\b`)).length, type).toBeGreaterThan(0);
    }
    expect(screen.getByRole('radio', { name: 'Conforme' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: '10' })).toHaveLength(1);
    expect((screen.getByLabelText('Tipo numericFormula') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Tipo autoData') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
  });

  it('shows the empty fields of a read-only document as empty, without pickers, masks or filling help', () => {
    const field = (type: FieldTypeId): FormField => ({ id: `f_${type}`, name: `Tipo ${type}`, type });
    const types: FieldTypeId[] = ['photo', 'file', 'signaturePreRegistered', 'date', 'hour', 'references'];
    renderFiller({
      model: { name: 'Lido', groups: [{ id: 'g', name: 'Grupo', fields: types.map(field) }] },
      readOnly: true,
    });
    // Photo, file and pre-registered signature: a dash, no buttons.
    expect(screen.getAllByText('—')).toHaveLength(3);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // No browser date/time mask for an empty date or hour.
    expect((screen.getByLabelText('Tipo date') as HTMLInputElement).type).toBe('text');
    expect((screen.getByLabelText('Tipo hour') as HTMLInputElement).type).toBe('text');
    expect(screen.queryByText('Informe os números dos documentos e pressione Enter')).toBeNull();
  });
});
