import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { PdfLayout, StyleRule } from '../../../runtime/pdf/PdfLayout';
import { renderFiller } from '../../testing/renderFiller';

const RED = 'rgb(198, 40, 40)';
const PINK = 'rgb(255, 235, 238)';

const rules: StyleRule[] = [
  {
    id: 'r1',
    fieldId: 'state',
    operator: 'equals',
    value: 'Não conforme',
    textColor: '#c62828',
    backgroundColor: '#ffebee',
  },
  { id: 'r2', fieldId: 'temp', operator: 'greater', value: 30, textColor: '#c62828' },
  { id: 'r3', fieldId: 'note', operator: 'contains', value: 'vazamento', backgroundColor: '#ffebee' },
];

/** A form whose default export template is a custom layout with `rules` (its pages are not looked at). */
function modelWith(defaultTemplateId: string): FormModel {
  const layout = { styleRules: rules } as unknown as PdfLayout;
  return {
    name: 'Vistoria',
    groups: [
      {
        id: 'g',
        name: 'Geral',
        fields: [
          {
            id: 'state',
            name: 'Situação',
            type: 'choiceSingle',
            options: [
              { id: 'ok', name: 'Conforme' },
              { id: 'nok', name: 'Não conforme' },
            ],
          },
          { id: 'temp', name: 'Temperatura', type: 'number' },
          { id: 'note', name: 'Observação', type: 'textShort' },
        ],
      },
    ],
    exports: { defaultTemplateId, templates: [{ id: 'custom', name: 'Relatório', kind: 'pdf', layout }] },
  };
}

const values = { state: 'nok', temp: 35, note: 'Há vazamento na válvula' };

/** The label of a radio option (its text span). */
const optionLabel = (name: string) => screen.getByText(name, { selector: '.MuiFormControlLabel-label *' });

describe('read-only answers in the styling rules’ colours', () => {
  it('paints the answers the default layout’s rules hold for, and only those', () => {
    renderFiller({ model: modelWith('custom'), values, readOnly: true });
    const chosen = getComputedStyle(optionLabel('Não conforme'));
    expect(chosen.color).toBe(RED);
    expect(getComputedStyle(optionLabel('Não conforme').closest('label')!).backgroundColor).toBe(PINK);
    expect(getComputedStyle(optionLabel('Conforme')).color).not.toBe(RED);
    const temp = screen.getByLabelText('Temperatura');
    expect(getComputedStyle(temp).color).toBe(RED);
    const note = screen.getByLabelText('Observação');
    expect(getComputedStyle(note.closest('.MuiInputBase-root')!).backgroundColor).toBe(PINK);
    expect(getComputedStyle(note).color).not.toBe(RED);
  });

  it('leaves answers the rules do not hold for in the usual colours', () => {
    renderFiller({
      model: modelWith('custom'),
      values: { state: 'ok', temp: 20, note: 'Tudo certo' },
      readOnly: true,
    });
    expect(getComputedStyle(optionLabel('Conforme')).color).not.toBe(RED);
    expect(getComputedStyle(screen.getByLabelText('Temperatura')).color).not.toBe(RED);
    const note = screen.getByLabelText('Observação').closest('.MuiInputBase-root')!;
    expect(getComputedStyle(note).backgroundColor).not.toBe(PINK);
  });

  it('colours nothing while filling, nor when the form prints the default document', () => {
    renderFiller({ model: modelWith('custom'), values });
    expect(getComputedStyle(screen.getByLabelText('Temperatura')).color).not.toBe(RED);
    document.body.innerHTML = '';
    renderFiller({ model: modelWith('default'), values, readOnly: true });
    expect(getComputedStyle(screen.getByLabelText('Temperatura')).color).not.toBe(RED);
    expect(getComputedStyle(optionLabel('Não conforme')).color).not.toBe(RED);
  });
});
