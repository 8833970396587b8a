import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const modelWith = (settings?: Record<string, unknown>): FormModel => ({
  name: 'Entrega',
  groups: [
    {
      id: 'g',
      name: 'Recebimento',
      fields: [{ id: 'sig', name: 'Assinatura', type: 'signatureTyped', settings }],
    },
  ],
});

describe('signatureTyped fill', () => {
  it("keeps the signer's name, and the document only when the settings ask for it", () => {
    const { engineRef } = renderFiller({ model: modelWith({ askSignerDocument: true }) });
    const [name, document] = screen.getAllByRole('textbox');
    fireEvent.change(name!, { target: { value: 'Ana Souza' } });
    fireEvent.change(document!, { target: { value: '123' } });
    expect(engineRef.current?.getValue('sig')).toEqual({ name: 'Ana Souza', document: '123' });
  });

  it('asks only the name by default, and an emptied signature is no answer', () => {
    const { engineRef } = renderFiller({ model: modelWith() });
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(1);
    fireEvent.change(boxes[0]!, { target: { value: 'Ana' } });
    fireEvent.change(boxes[0]!, { target: { value: '' } });
    expect(engineRef.current?.getValue('sig') ?? null).toBeNull();
  });
});
