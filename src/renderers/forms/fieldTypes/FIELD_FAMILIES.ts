import type { FieldFamily } from './FieldTypeMeta';

/** The palette's families, in the order the editor shows them (spec 001 "Field types"). */
export const FIELD_FAMILIES: readonly FieldFamily[] = [
  'choice',
  'text',
  'number',
  'dateTime',
  'location',
  'signature',
  'media',
  'advanced',
  'automatic',
  'manual',
  'auxiliary',
];
