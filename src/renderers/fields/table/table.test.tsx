import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { renderFiller } from '../../testing/renderFiller';
import { fieldRenderers } from '../fieldRenderers';

const model: FormModel = {
  name: 'Inspeção',
  groups: [
    {
      id: 'g',
      name: 'Itens',
      fields: [
        { id: 'note', name: 'Observação', type: 'textShort' },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: { columns: [{ id: 'what', name: 'Item', type: 'textShort' }] },
        },
      ],
    },
  ],
};

function Marked(props: FillRendererProps) {
  return <span>{`marcado: ${props.field.name}`}</span>;
}

describe('table fill', () => {
  it("draws its cells with the renderers FormFiller provides, not an imported map's", () => {
    const renderers = { ...fieldRenderers, textShort: { ...fieldRenderers.textShort, Fill: Marked } };
    renderFiller({ model, values: { items: [{ what: 'Extintor' }] } }, {}, renderers);
    expect(screen.getByText('marcado: Observação')).toBeTruthy();
    expect(screen.getAllByText(/^marcado: Item/).length).toBeGreaterThan(0);
  });

  const trips: FormModel = {
    name: 'Viagens',
    groups: [
      {
        id: 'g',
        name: 'Viagens',
        fields: [
          {
            id: 'trips',
            name: 'Viagens',
            type: 'table',
            settings: {
              columns: [
                { id: 'car', name: 'Veículo', type: 'textShort' },
                { id: 'start', name: 'Saída', type: 'hour' },
                { id: 'end', name: 'Chegada', type: 'hour' },
              ],
              lineValidation: { referenceColumn: 'start', destinationColumn: 'end', minutesToAdd: 30 },
            },
          },
        ],
      },
    ],
  };

  it('refuses a line against its validation as it is entered, with the message beside the cell', () => {
    const { engineRef } = renderFiller({ model: trips, values: { trips: [{ car: 'ABC', start: '08:00' }] } });
    expect(screen.queryByText(/Deve ser ao menos/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Chegada, linha 1'), { target: { value: '08:10' } });
    const cell = screen.getByLabelText('Chegada, linha 1').closest('td')!;
    expect(within(cell).getByText('Deve ser ao menos 30 min depois de Saída')).toBeTruthy();
    expect(engineRef.current!.errors().map((e) => e.code)).toContain('FORM_LINE_TOO_EARLY');
    fireEvent.change(screen.getByLabelText('Chegada, linha 1'), { target: { value: '08:45' } });
    expect(screen.queryByText(/Deve ser ao menos/)).toBeNull();
  });

  it('leaves an empty table out of a read-only (finished) document', () => {
    renderFiller({ model: trips, values: {}, readOnly: true });
    expect(screen.queryByText('Viagens', { selector: 'legend' })).toBeNull();
    expect(screen.queryByText('Nenhuma linha')).toBeNull();
  });

  it('keeps the sideways scroll inside a keyboard-reachable region', () => {
    renderFiller({ model: trips, values: { trips: [{ car: 'ABC' }] } });
    const region = screen.getByRole('region', { name: 'Tabela Viagens (role para os lados)' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table')).toBeTruthy();
  });

  describe('at a phone width', () => {
    afterEach(() => vi.unstubAllGlobals());
    it('stacks the rows as cards instead of a wide table', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      renderFiller({ model: trips, values: { trips: [{ car: 'ABC' }, { car: 'XYZ' }] } });
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('region', { name: 'Linha 2' })).toBeTruthy();
    });
  });
});
