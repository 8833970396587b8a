import { useEffect, useState } from 'react';
import type { FieldTypeCatalogue } from './FieldTypeMeta';
import { loadFieldTypes } from './loadFieldTypes';

/** The field types' metadata for a component; undefined while the chunk loads. */
export function useFieldTypes(): FieldTypeCatalogue | undefined {
  const [types, setTypes] = useState<FieldTypeCatalogue | undefined>(undefined);
  useEffect(() => {
    let alive = true;
    void loadFieldTypes().then((loaded) => alive && setTypes(loaded));
    return () => {
      alive = false;
    };
  }, []);
  return types;
}
