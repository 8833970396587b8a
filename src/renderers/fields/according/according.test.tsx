import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const modelWith = (settings?: Record<string, unknown>): FormModel => ({
  name: 'Vistoria',
  groups: [
    { id: 'g', name: 'Extintores', fields: [{ id: 'lacre', name: 'Lacre', type: 'according', settings }] },
  ],
});

describe('according fill', () => {
  it('answers Conforme / Não conforme / Não se aplica by their ids', () => {
    const { engineRef } = renderFiller({ model: modelWith() });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual([
      'compliant',
      'nonCompliant',
      'notApplicable',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'Não conforme' }));
    expect(engineRef.current?.getValue('lacre')).toBe('nonCompliant');
  });

  it('offers only the answers its settings list', () => {
    renderFiller({ model: modelWith({ options: ['compliant', 'nonCompliant'] }) });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('radio', { name: 'Não se aplica' })).toBeNull();
  });
});
