import { memo, useCallback, useMemo, type ComponentType } from 'react';
import type { FormError } from '../../../runtime/forms/FormError';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import type { FormField, TableColumn } from '../../../runtime/forms/FormModel';
import type { FillRendererProps } from '../../forms/fill/FillRendererProps';
import { useFillContext } from '../../forms/fill/useFillContext';
import { useFieldRenderer } from '../useFieldRenderer';

/**
 * One table cell through its column type's fill renderer, read from FieldRenderersContext (importing the
 * renderer map here would close a circle: map → TableFill → TableCellSlot → map); memoised so a keystroke in one cell re-renders
 * that cell (and the formula cells the engine recomputed), not the whole table.
 */
export const TableCellSlot = memo(function TableCellSlot(props: {
  tableId: string;
  column: TableColumn;
  /** The cell's name ('Quantidade, linha 2' in the normal view, where the header shows the column). */
  cellName: string;
  row: number;
  value: unknown;
  readOnly: boolean;
  error?: string;
  errors: FormError[];
  inputId: string;
  dense: boolean;
}) {
  const { store } = useFillContext();
  const { tableId, row, column } = props;
  const onChange = useCallback(
    (value: unknown) => store.setValue(tableId, value, { row, column: column.id }),
    [store, tableId, row, column.id],
  );
  // A cell's files go to the column's slot `<tableId>.<columnId>` (EnviarArquivoDocumento's CAMPO_ID).
  const cellField = useMemo<FormField>(
    () => ({ ...column, id: `${tableId}.${column.id}`, name: props.cellName }),
    [column, tableId, props.cellName],
  );
  const Renderer = useFieldRenderer(cellField).Fill as ComponentType<FillRendererProps>;
  return (
    <Renderer
      field={cellField}
      value={props.value ?? null}
      onChange={onChange}
      error={props.error}
      errors={props.errors}
      readOnly={props.readOnly || !!formFieldType(column).formula}
      visible
      inputId={props.inputId}
      dense={props.dense}
    />
  );
});
