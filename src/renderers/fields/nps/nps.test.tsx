import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { renderFiller } from '../../testing/renderFiller';

const model: FormModel = {
  name: 'Satisfação',
  groups: [
    {
      id: 'g',
      name: 'Atendimento',
      fields: [
        {
          id: 'nota',
          name: 'Recomendaria?',
          type: 'nps',
          settings: { lowLabel: 'Nunca', highLabel: 'Com certeza' },
        },
      ],
    },
  ],
};

describe('nps fill', () => {
  it('offers 1 to 10 between its labels and keeps the chosen score', () => {
    const { engineRef } = renderFiller({ model });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      Array.from({ length: 10 }, (_v, i) => String(i + 1)),
    );
    expect(screen.getByText('Nunca')).toBeTruthy();
    expect(screen.getByText('Com certeza')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '7' }));
    expect(engineRef.current?.getValue('nota')).toBe(7);
  });

  it('shows a stored score, unchangeable, in a read-only document', () => {
    const { engineRef } = renderFiller({ model, values: { nota: 9 }, readOnly: true });
    const nine = screen.getByRole('button', { name: '9' });
    expect(nine.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(engineRef.current?.getValue('nota')).toBe(9);
  });
});
