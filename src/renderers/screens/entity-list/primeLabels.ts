import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import { primeLookupLabels } from '../../hooks/useLookupLabel';
import type { EntityListAnswer } from './EntityListAnswer';

/** Keeps the names a list answer carries (LABELS), so lookup cells need no GetEntity. */
export function primeLabels(command: CommandFn, entity: EntityMeta, answer: EntityListAnswer): void {
  for (const [key, names] of Object.entries(answer.LABELS ?? {})) {
    const field = entity.fields.find((f) => f.key === key);
    if (field?.entity && field.displayField)
      primeLookupLabels(command, field.entity, field.displayField, names);
  }
}
