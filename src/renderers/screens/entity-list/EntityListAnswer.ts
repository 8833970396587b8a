import type { EntityListRow } from './EntityListRow';

/** ListEntities' answer: one page of records and the count of all that match. */
export interface EntityListAnswer {
  ITEMS: EntityListRow[];
  TOTAL: number;
  /** Past 1,000 matches the server stops counting: TOTAL is then no end. */
  TOTAL_CAPPED?: boolean;
  /** Lookup field → referenced id → name. */
  LABELS?: Record<string, Record<string, string>>;
}
