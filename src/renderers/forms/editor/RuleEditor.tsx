import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type {
  Comparison,
  ConditionalRule,
  FormField,
  FormModel,
  RuleCondition,
} from '../../../runtime/forms/FormModel';
import { isAuxField } from '../../../runtime/forms/compileFormModel';
import { formFieldType } from '../../../runtime/forms/fieldTypes/formFieldType';
import { modelIndex, tableSettings } from '../../../runtime/forms/modelIndex';
import { NativeSelect } from '../../components/NativeSelect';
import { ruleProblem } from './ruleProblem';

const COMPARISONS: Comparison[] = [
  'equal',
  'different',
  'filled',
  'notFilled',
  'greater',
  'smaller',
  'greaterOrEqual',
  'smallerOrEqual',
  'contains',
  'notContains',
  'custom',
];
const NO_VALUE = new Set<Comparison>(['filled', 'notFilled']);

/** The json-logic text of a custom condition; its value is kept only while it parses. */
function CustomValue(props: { value: unknown; onChange(value: unknown): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(props.value === undefined ? '' : JSON.stringify(props.value));
  let valid = true;
  try {
    JSON.parse(text);
  } catch {
    valid = false;
  }
  return (
    <TextField
      size="small"
      multiline
      label={t('forms.editor.rules.custom')}
      value={text}
      error={!valid}
      helperText={valid ? undefined : t('forms.editor.formula.logicInvalid')}
      onChange={(e) => {
        setText(e.target.value);
        try {
          props.onChange(JSON.parse(e.target.value));
        } catch {
          // Kept as text until it parses.
        }
      }}
      slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
    />
  );
}

function ValueInput(props: { condition: RuleCondition; field?: FormField; onChange(value: unknown): void }) {
  const { t } = useTranslation();
  const { condition, field } = props;
  if (NO_VALUE.has(condition.comparison)) return null;
  if (condition.comparison === 'custom')
    return <CustomValue value={condition.value} onChange={props.onChange} />;
  const column = condition.column
    ? tableSettings(field!)?.columns.find((c) => c.id === condition.column)
    : undefined;
  const target = column ?? field;
  const label = t('forms.editor.rules.value');
  if (target?.options?.length)
    return (
      <NativeSelect
        size="small"
        label={label}
        value={typeof condition.value === 'string' ? condition.value : ''}
        placeholder="—"
        onChange={(v) => props.onChange(v)}
        options={target.options.map((o) => ({ value: o.id, label: o.name }))}
      />
    );
  const numeric = target && !!formFieldType(target).numeric;
  return (
    <TextField
      size="small"
      label={label}
      type={numeric ? 'number' : 'text'}
      value={condition.value === undefined ? '' : String(condition.value)}
      onChange={(e) =>
        props.onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)
      }
    />
  );
}

/**
 * A conditional rule (spec 001 "Conditional rule"): conditions on a group or field (comparison, value, and
 * for tables the column and the lines), combined with AND or OR; marked valid when it compiles
 * (compileRule) over ids of the model. An empty rule means "always shown".
 *
 * @example <RuleEditor rule={group.rules} model={model} ownerIds={[group.id]} onChange={(rules) => ...} />
 */
export function RuleEditor(props: {
  rule: ConditionalRule | undefined;
  model: FormModel;
  /** The rule's owner and what it contains: never offered as a condition (it would hide itself). */
  ownerIds: string[];
  onChange(rule: ConditionalRule | undefined): void;
}) {
  const { t } = useTranslation();
  const rule = props.rule ?? { combinator: 'and', conditions: [] };
  const index = modelIndex(props.model);
  const set = (conditions: RuleCondition[], combinator = rule.combinator) =>
    props.onChange(conditions.length ? { combinator, conditions } : undefined);
  const update = (i: number, patch: Partial<RuleCondition>) =>
    set(rule.conditions.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const targets = [
    ...props.model.groups
      .filter((g) => !props.ownerIds.includes(g.id))
      .map((g) => ({ value: g.id, label: t('forms.editor.rules.groupTarget', { name: g.name }) })),
    ...props.model.groups.flatMap((g) =>
      g.fields
        .filter((f) => !isAuxField(f) && !props.ownerIds.includes(f.id) && !props.ownerIds.includes(g.id))
        .map((f) => ({ value: f.id, label: `${f.name} (${f.id})` })),
    ),
  ];
  const problem = rule.conditions.length ? ruleProblem(rule, props.model) : null;
  return (
    <Stack spacing={1.5} role="group" aria-label={t('forms.editor.rules.title')}>
      <Typography variant="subtitle2">{t('forms.editor.rules.title')}</Typography>
      {rule.conditions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('forms.editor.rules.none')}
        </Typography>
      )}
      {rule.conditions.length > 1 && (
        <ToggleButtonGroup
          size="small"
          exclusive
          value={rule.combinator}
          aria-label={t('forms.editor.rules.combinator')}
          onChange={(_e, value: 'and' | 'or' | null) => value && set(rule.conditions, value)}
        >
          <ToggleButton value="and">{t('forms.editor.rules.and')}</ToggleButton>
          <ToggleButton value="or">{t('forms.editor.rules.or')}</ToggleButton>
        </ToggleButtonGroup>
      )}
      {rule.conditions.map((condition, i) => {
        const field = index.fields.get(condition.field)?.field;
        const isGroup = index.groups.has(condition.field);
        const table = field ? tableSettings(field) : undefined;
        const comparisons = isGroup ? COMPARISONS.filter((c) => NO_VALUE.has(c)) : COMPARISONS;
        const lines = condition.lines ?? 'any';
        return (
          <Paper
            key={i}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={t('forms.editor.rules.condition', { n: i + 1 })}
          >
            <Stack spacing={1.5}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <NativeSelect
                    size="small"
                    label={t('forms.editor.rules.field')}
                    value={condition.field}
                    placeholder="—"
                    onChange={(id) =>
                      update(i, { field: id, value: undefined, column: undefined, lines: undefined })
                    }
                    options={targets}
                  />
                </Box>
                <IconButton
                  aria-label={t('forms.editor.rules.remove', { n: i + 1 })}
                  onClick={() => set(rule.conditions.filter((_c, j) => j !== i))}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
              {table && (
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <NativeSelect
                    size="small"
                    label={t('forms.editor.rules.column')}
                    value={condition.column ?? ''}
                    placeholder="—"
                    onChange={(column) => update(i, { column: column || undefined, value: undefined })}
                    options={table.columns.map((c) => ({ value: c.id, label: c.name }))}
                  />
                  <NativeSelect
                    size="small"
                    label={t('forms.editor.rules.lines')}
                    value={Array.isArray(lines) ? 'list' : lines}
                    onChange={(v) => update(i, { lines: v === 'list' ? [1] : (v as 'any' | 'all') })}
                    options={['any', 'all', 'list'].map((v) => ({
                      value: v,
                      label: t(`forms.editor.rules.lines_${v}`),
                    }))}
                  />
                  {Array.isArray(lines) && (
                    <TextField
                      size="small"
                      label={t('forms.editor.rules.lineNumbers')}
                      value={lines.join(', ')}
                      onChange={(e) => {
                        const numbers = e.target.value
                          .split(/[,\s]+/)
                          .map(Number)
                          .filter((n) => Number.isInteger(n) && n >= 1);
                        update(i, { lines: numbers.length ? numbers : [1] });
                      }}
                    />
                  )}
                </Box>
              )}
              <NativeSelect
                size="small"
                label={t('forms.editor.rules.comparison')}
                value={condition.comparison}
                onChange={(comparison) => {
                  const c = comparison as Comparison;
                  update(i, {
                    comparison: c,
                    value: NO_VALUE.has(c) || c === 'custom' ? undefined : condition.value,
                  });
                }}
                options={comparisons.map((c) => ({
                  value: c,
                  label: t(`forms.editor.rules.comparisons.${c}`),
                }))}
              />
              <ValueInput condition={condition} field={field} onChange={(value) => update(i, { value })} />
            </Stack>
          </Paper>
        );
      })}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => set([...rule.conditions, { field: targets[0]?.value ?? '', comparison: 'filled' }])}
          disabled={targets.length === 0}
        >
          {t('forms.editor.rules.add')}
        </Button>
      </Box>
      {rule.conditions.length > 0 &&
        (problem ? (
          <Alert severity="error">{t(`forms.editor.rules.problem_${problem}`)}</Alert>
        ) : (
          <Alert severity="success">{t('forms.editor.rules.valid')}</Alert>
        ))}
    </Stack>
  );
}
