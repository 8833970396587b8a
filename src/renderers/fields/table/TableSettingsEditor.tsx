import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';
import type { TableColumn, TableResult, TableSettings } from '../../../runtime/forms/FormModel';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { findUsages } from '../../../runtime/forms/findUsages';
import { formUsagePlace } from '../../../runtime/forms/formUsagePlace';
import { NativeSelect } from '../../components/NativeSelect';
import { formModelOps } from '../../forms/editor/formModelOps';
import { knownIds } from '../../forms/editor/knownIds';
import { NumericFormulaEditor } from '../../forms/editor/NumericFormulaEditor';
import { OptionsEditor } from '../../forms/editor/OptionsEditor';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';
import { usageBlock } from '../../forms/editor/usageBlock';

/** The cell types a table column may take. */
const COLUMN_TYPES: FieldTypeId[] = [
  'textShort',
  'textMultiline',
  'email',
  'number',
  'currency',
  'percent',
  'date',
  'hour',
  'dateHour',
  'choiceSingle',
  'choiceMultiple',
  'selectBox',
  'numericFormula',
];
const CHOICES = new Set<FieldTypeId>(['choiceSingle', 'choiceMultiple', 'selectBox']);
const OPS: TableResult['op'][] = ['sum', 'avg', 'min', 'max', 'count'];
const LINE_KEYS = ['identifierColumn', 'referenceColumn', 'destinationColumn'] as const;

type LineValidation = Partial<Record<(typeof LINE_KEYS)[number], string>> & { minutesToAdd?: number };
type Settings = TableSettings & { lineValidation?: LineValidation };

/**
 * A table: view (normal or card), row limit, columns (type, required, options, formula with row
 * references), results (sum, avg, min, max, count of a column, readable by id) and per-line validation.
 * Deleting a column or result, or changing a column's type, is refused while something uses it.
 */
export function TableSettingsEditor(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const table = (props.field.settings ?? { columns: [] }) as unknown as Settings;
  const columns = table.columns ?? [];
  const results = table.results ?? [];
  const save = (patch: Partial<Settings>) => {
    const settings: Record<string, unknown> = { ...table, ...patch };
    for (const key of Object.keys(settings)) if (settings[key] === undefined) delete settings[key];
    props.onChange({ ...props.field, settings });
  };
  const setColumn = (index: number, column: TableColumn) =>
    save({ columns: columns.map((c, i) => (i === index ? column : c)) });
  const changeType = (index: number, type: FieldTypeId) => {
    const column = columns[index]!;
    const [usage] = findUsages(props.model, `${props.field.id}.${column.id}`);
    if (usage) {
      props.onRefuse(
        t(errorMessageKey('FORM_COLUMN_TYPE_IN_USE'), { item: column.name, place: formUsagePlace(usage, t) }),
      );
      return;
    }
    const next: TableColumn = { id: column.id, name: column.name, type };
    if (column.required) next.required = true;
    if (CHOICES.has(type))
      next.options = column.options ?? [
        formModelOps.newOption(props.model, t('forms.editor.options.default', { n: 1 })),
      ];
    if (type === 'numericFormula') next.formula = { mode: 'fixed', value: 0 };
    setColumn(index, next);
  };
  const removeColumn = (index: number) => {
    const column = columns[index]!;
    const blocked = usageBlock(props.model, `${props.field.id}.${column.id}`, column.name, t);
    if (blocked) props.onRefuse(blocked);
    else if (columns.length === 1) props.onRefuse(t('forms.editor.table.lastColumn'));
    else save({ columns: columns.filter((_c, i) => i !== index) });
  };
  const moveColumn = (from: number, to: number) => {
    if (to < 0 || to >= columns.length) return;
    const next = [...columns];
    [next[from], next[to]] = [next[to]!, next[from]!];
    save({ columns: next });
  };
  const removeResult = (index: number) => {
    const result = results[index]!;
    const blocked = usageBlock(props.model, result.id, result.name, t, 'result');
    if (blocked) props.onRefuse(blocked);
    else save({ results: results.filter((_r, i) => i !== index) });
  };
  const columnOptions = columns.map((c) => ({ value: c.id, label: c.name }));
  const known = knownIds(props.model, props.field.id);
  const columnIds = columns.map((c) => c.id);
  const lines = table.lineValidation ?? {};
  return (
    <Stack spacing={2}>
      <NativeSelect
        label={t('forms.editor.settings.view')}
        value={table.view ?? 'normal'}
        onChange={(view) => save({ view: view as Settings['view'] })}
        options={['normal', 'card'].map((v) => ({ value: v, label: t(`forms.editor.values.${v}`) }))}
      />
      <TextField
        type="number"
        label={t('forms.editor.settings.rowLimit')}
        value={table.rowLimit ?? ''}
        onChange={(e) => save({ rowLimit: e.target.value ? Math.max(1, Number(e.target.value)) : undefined })}
        slotProps={{ htmlInput: { min: 1, step: 1 } }}
      />
      <Typography variant="subtitle2">{t('forms.editor.table.columns')}</Typography>
      {columns.map((column, index) => (
        <Paper key={column.id} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={column.name}>
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                sx={{ flex: '1 1 160px' }}
                label={t('forms.editor.table.columnName', { n: index + 1 })}
                value={column.name}
                required
                onChange={(e) => setColumn(index, { ...column, name: e.target.value })}
              />
              <Chip size="small" label={column.id} />
            </Box>
            <NativeSelect
              size="small"
              label={t('forms.editor.table.columnType')}
              value={column.type}
              onChange={(type) => changeType(index, type as FieldTypeId)}
              options={COLUMN_TYPES.map((type) => ({ value: type, label: t(`fieldTypes.${type}`) }))}
            />
            {column.type !== 'numericFormula' && (
              <FormControlLabel
                control={
                  <Switch
                    checked={column.required === true}
                    onChange={(e) => setColumn(index, { ...column, required: e.target.checked || undefined })}
                  />
                }
                label={t('forms.editor.common.required')}
              />
            )}
            {CHOICES.has(column.type) && (
              <OptionsEditor
                options={column.options ?? []}
                model={props.model}
                owner={`${props.field.id}.${column.id}`}
                onChange={(options) => setColumn(index, { ...column, options })}
                onRefuse={props.onRefuse}
              />
            )}
            {column.type === 'numericFormula' && (
              <NumericFormulaEditor
                label={t('forms.editor.formula.title')}
                value={column.formula}
                known={known}
                columns={columnIds}
                onChange={(formula) => setColumn(index, { ...column, formula })}
              />
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <IconButton
                size="small"
                aria-label={t('forms.editor.table.columnUp', { name: column.name })}
                disabled={index === 0}
                onClick={() => moveColumn(index, index - 1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('forms.editor.table.columnDown', { name: column.name })}
                disabled={index === columns.length - 1}
                onClick={() => moveColumn(index, index + 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('forms.editor.table.columnRemove', { name: column.name })}
                onClick={() => removeColumn(index)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() =>
            save({
              columns: [
                ...columns,
                {
                  id: formModelOps.freshId(props.model, 'col'),
                  name: t('forms.editor.table.columnDefault', { n: columns.length + 1 }),
                  type: 'textShort',
                },
              ],
            })
          }
        >
          {t('forms.editor.table.addColumn')}
        </Button>
      </Box>
      <Typography variant="subtitle2">{t('forms.editor.table.results')}</Typography>
      {results.map((result, index) => (
        <Paper key={result.id} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={result.name}>
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                sx={{ flex: '1 1 160px' }}
                label={t('forms.editor.table.resultName', { n: index + 1 })}
                value={result.name}
                required
                onChange={(e) =>
                  save({ results: results.map((r, i) => (i === index ? { ...r, name: e.target.value } : r)) })
                }
              />
              <Chip size="small" label={result.id} />
              <IconButton
                size="small"
                aria-label={t('forms.editor.table.resultRemove', { name: result.name })}
                onClick={() => removeResult(index)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NativeSelect
                size="small"
                label={t('forms.editor.table.op')}
                value={result.op}
                onChange={(op) =>
                  save({
                    results: results.map((r, i) => (i === index ? { ...r, op: op as TableResult['op'] } : r)),
                  })
                }
                options={OPS.map((op) => ({ value: op, label: t(`forms.editor.table.ops.${op}`) }))}
              />
              <NativeSelect
                size="small"
                label={t('forms.editor.table.resultColumn')}
                value={result.column}
                onChange={(column) =>
                  save({ results: results.map((r, i) => (i === index ? { ...r, column } : r)) })
                }
                options={columnOptions}
              />
            </Box>
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() =>
            save({
              results: [
                ...results,
                {
                  id: formModelOps.freshId(props.model, 'result'),
                  name: t('forms.editor.table.resultDefault', { n: results.length + 1 }),
                  op: 'sum',
                  column: columns[0]?.id ?? '',
                },
              ],
            })
          }
        >
          {t('forms.editor.table.addResult')}
        </Button>
      </Box>
      <Typography variant="subtitle2">{t('forms.editor.table.lineValidation')}</Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {LINE_KEYS.map((key) => (
          <NativeSelect
            key={key}
            size="small"
            label={t(`forms.editor.table.${key}`)}
            value={lines[key] ?? ''}
            placeholder="—"
            onChange={(column) => {
              const next: LineValidation = { ...lines, [key]: column || undefined };
              if (!column) delete next[key];
              save({ lineValidation: Object.keys(next).length ? next : undefined });
            }}
            options={columnOptions}
          />
        ))}
        <TextField
          size="small"
          type="number"
          label={t('forms.editor.table.minutesToAdd')}
          value={lines.minutesToAdd ?? ''}
          onChange={(e) => {
            const next: LineValidation = { ...lines };
            if (e.target.value === '') delete next.minutesToAdd;
            else next.minutesToAdd = Math.trunc(Number(e.target.value));
            save({ lineValidation: Object.keys(next).length ? next : undefined });
          }}
        />
      </Box>
    </Stack>
  );
}
