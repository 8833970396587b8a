import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormField, FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const modelWith = (field: Partial<FormField>): FormModel => ({
  name: 'Cadastro',
  groups: [
    { id: 'g', name: 'Dados', fields: [{ id: 'doc', name: 'Documento', type: 'textShort', ...field }] },
  ],
});

const typeInto = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });

describe('textShort fill', () => {
  it('formats the text by its mask as it is typed and stores it formatted', () => {
    const { engineRef } = renderFiller({ model: modelWith({ mask: 'cpf' }) });
    typeInto('Documento', '52998224725');
    expect((screen.getByLabelText('Documento') as HTMLInputElement).value).toBe('529.982.247-25');
    expect(engineRef.current?.getValue('doc')).toBe('529.982.247-25');
  });

  it('takes the alphanumeric CNPJ (2026) with a keyboard that has letters', () => {
    const { engineRef } = renderFiller({ model: modelWith({ mask: 'cnpj' }) });
    typeInto('Documento', '12abc34501de35');
    const input = screen.getByLabelText('Documento') as HTMLInputElement;
    expect(input.value).toBe('12.ABC.345/01DE-35');
    expect(input.getAttribute('inputmode')).toBe('text');
    expect(engineRef.current?.getValue('doc')).toBe('12.ABC.345/01DE-35');
  });

  it("cuts the text at the field's character limit, never above 150, and clears to empty", () => {
    const { engineRef } = renderFiller({ model: modelWith({ charLimit: 5 }) });
    typeInto('Documento', 'abcdefgh');
    expect(engineRef.current?.getValue('doc')).toBe('abcde');
    typeInto('Documento', '');
    expect(engineRef.current?.getValue('doc') ?? null).toBeNull();
  });
});
