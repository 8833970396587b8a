import type { FieldTypeId } from '../../runtime/forms/FIELD_TYPE_IDS';
import type { FieldRendererEntry } from './FieldRendererEntry';

/** A renderer entry for every field type (fieldRenderers is the default one). */
export type FieldRendererMap = Record<FieldTypeId, FieldRendererEntry>;
