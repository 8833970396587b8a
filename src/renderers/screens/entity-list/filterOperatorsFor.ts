import { getGridBooleanOperators, getGridNumericOperators, getGridStringOperators } from '@mui/x-data-grid';
import type { EntityField } from '../../../runtime/entities/EntityMeta';

/** The grid filters a field offers: equality only, since ListEntities filters by equal values. */
export function filterOperatorsFor(field: EntityField) {
  if (field.type === 'boolean') return getGridBooleanOperators();
  const numeric = ['number', 'integer', 'money'].includes(field.type);
  return (numeric ? getGridNumericOperators() : getGridStringOperators()).filter((o) =>
    ['equals', '='].includes(o.value),
  );
}
