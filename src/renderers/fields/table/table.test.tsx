import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
