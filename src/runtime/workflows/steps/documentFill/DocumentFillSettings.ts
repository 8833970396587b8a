/**
 * Who fills which groups of the form, and by when (spec 001 §3). `assignee.kind`: the person who did the
 * previous step, specific people (`ids`: employees), the person a field's value names (`fieldId`), or
 * groups (`ids`: roles, `squadIds`: work groups).
 */
export interface DocumentFillSettings {
  assignee: {
    kind: 'previousPerson' | 'people' | 'fieldValue' | 'groups';
    ids?: number[];
    squadIds?: number[];
    fieldId?: string;
  } | null;
  deadlineHours: number | null;
  /** Ids of the form model's groups this step fills. */
  groups: string[];
}
