import { useCallback, useEffect, useState } from 'react';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import { listEntitiesParams, type EntityListQuery } from '../../../runtime/entities/listEntitiesParams';
import { useRuntime } from '../../hooks/useRuntime';
import type { EntityListAnswer } from './EntityListAnswer';
import type { EntityListRow } from './EntityListRow';
import { primeLabels } from './primeLabels';

/**
 * The page of records the query asks ListEntities for, read again when the query changes or on
 * `reload`; the last page stays on screen while the next loads (and when it fails: the adapter said why).
 */
export function useEntityListPage(entity: EntityMeta, query: EntityListQuery) {
  const { command } = useRuntime();
  const [rows, setRows] = useState<EntityListRow[]>([]);
  const [total, setTotal] = useState(0);
  // Past 1,000 matches the server stops counting (TOTAL_CAPPED): the grid then pages on while pages are full.
  const [capped, setCapped] = useState(false);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let alive = true;
    setLoading(true);
    command<EntityListAnswer>('ListEntities', listEntitiesParams(entity.name, query), {
      silentOnSuccess: true,
    })
      .then((answer) => {
        if (!alive) return;
        primeLabels(command, entity, answer);
        setRows(answer.ITEMS);
        setTotal(answer.TOTAL);
        setCapped(!!answer.TOTAL_CAPPED);
      })
      .catch(() => undefined)
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [command, entity, query, generation]);

  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { rows, total, capped, loading, reload };
}
