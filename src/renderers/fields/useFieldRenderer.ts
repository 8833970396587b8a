import { useContext } from 'react';
import type { FieldRendererEntry } from './FieldRendererEntry';
import { FieldRenderersContext } from './FieldRenderersContext';

/**
 * The renderer entry of a field's (or a table column's) type from FieldRenderersContext; throws, naming
 * the field, when no FormFiller provides the renderers or its type has none.
 *
 * @example const { Fill } = useFieldRenderer(column);
 */
export function useFieldRenderer(field: { id: string; type: string }): FieldRendererEntry {
  const renderers = useContext(FieldRenderersContext);
  if (!renderers)
    throw new Error(`Field "${field.id}": no FieldRenderersContext (render it inside FormFiller)`);
  const entry = Object.hasOwn(renderers, field.type)
    ? renderers[field.type as keyof typeof renderers]
    : undefined;
  if (!entry)
    throw new Error(
      `Field "${field.id}" has type "${field.type}", which has no renderer (src/renderers/fields/fieldRenderers.ts)`,
    );
  return entry;
}
