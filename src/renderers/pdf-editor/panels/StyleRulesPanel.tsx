import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { pdfLayoutOps } from '../../../runtime/controllers/pdfEditor/pdfLayoutOps';
import type { FormField, FormModel } from '../../../runtime/forms/FormModel';
import type { PdfLayout, StyleOperator, StyleRule } from '../../../runtime/pdf/PdfLayout';
import {
  STYLE_FIELD_KINDS,
  STYLE_OPERATORS,
  type StyleFieldKind,
} from '../../../runtime/pdf/styleFieldKinds';
import { NativeSelect } from '../../components/NativeSelect';
import { ColorInput } from './ColorInput';

/** The browser input a rule's value takes per kind of answer. */
const INPUT_TYPES: Record<StyleFieldKind, string> = {
  text: 'text',
  number: 'number',
  date: 'date',
  dateHour: 'datetime-local',
  hour: 'time',
  choice: 'text',
};

/** The styling kind of a field, null when rules do not apply to it. */
const kindOf = (field: FormField | undefined): StyleFieldKind | null =>
  (field && STYLE_FIELD_KINDS[field.type]) ?? null;

/** One value of a rule: a chosen option for selections, else an input of the answer's kind. */
function RuleValue(props: {
  label: string;
  field: FormField | undefined;
  kind: StyleFieldKind;
  value: StyleRule['value'];
  onChange(value: StyleRule['value']): void;
}) {
  const { field, kind } = props;
  if (kind === 'choice' && field?.options?.length)
    return (
      <NativeSelect
        size="small"
        label={props.label}
        value={String(props.value ?? '')}
        placeholder=""
        options={field.options.map((o) => ({ value: o.name, label: o.name }))}
        onChange={props.onChange}
      />
    );
  return (
    <TextField
      size="small"
      label={props.label}
      type={INPUT_TYPES[kind]}
      value={props.value ?? ''}
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(e) => {
        const text = e.target.value;
        props.onChange(
          kind === 'number' && text !== '' && Number.isFinite(Number(text)) ? Number(text) : text,
        );
      }}
    />
  );
}

/**
 * The layout's field styling rules (spec 001 §3): per rule the field (texts, numbers, dates, date-hours,
 * hours, selections: STYLE_FIELD_KINDS), the condition its kind allows (STYLE_OPERATORS), the value (two for `between`), the text and
 * background colours. The canvas shows the sample answers in the colours the rules give them.
 *
 * @example <StyleRulesPanel layout={layout} model={model} onChange={(next, key) => change(next, { coalesce: key })} />
 */
export function StyleRulesPanel(props: {
  layout: PdfLayout;
  model: FormModel;
  onChange(layout: PdfLayout, coalesce?: string): void;
}) {
  const { t } = useTranslation();
  const { layout, model } = props;
  const fields = model.groups.flatMap((group) =>
    group.fields.filter((f) => kindOf(f)).map((field) => ({ field, group: group.name })),
  );
  const byId = new Map(fields.map(({ field }) => [field.id, field]));
  const setRules = (styleRules: StyleRule[], key?: string) => props.onChange({ ...layout, styleRules }, key);
  const update = (rule: StyleRule, patch: Partial<StyleRule>, key: string) =>
    setRules(
      layout.styleRules.map((r) =>
        r.id === rule.id
          ? (Object.fromEntries(
              Object.entries({ ...r, ...patch }).filter(([, v]) => v !== undefined),
            ) as unknown as StyleRule)
          : r,
      ),
      `rule.${rule.id}.${key}`,
    );
  const add = () => {
    const first = fields[0]?.field;
    if (!first) return;
    const kind = kindOf(first)!;
    setRules([
      ...layout.styleRules,
      {
        id: pdfLayoutOps.newId(),
        fieldId: first.id,
        operator: STYLE_OPERATORS[kind][0]!,
        textColor: '#c62828',
      },
    ]);
  };
  return (
    <Stack spacing={2} component="section" aria-label={t('pdfEditor.tabs.rules')}>
      <Typography variant="body2" color="text.secondary">
        {fields.length ? t('pdfEditor.rules.intro') : t('pdfEditor.rules.noFields')}
      </Typography>
      {layout.styleRules.map((rule, i) => {
        const field = byId.get(rule.fieldId);
        const kind = kindOf(field) ?? 'text';
        const operators = STYLE_OPERATORS[kind];
        const title = t('pdfEditor.rules.title', { n: i + 1 });
        return (
          <Paper key={rule.id} variant="outlined" component="section" aria-label={title} sx={{ p: 1.5 }}>
            <Stack spacing={1.5}>
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                  {title}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('pdfEditor.rules.remove', { name: title })}
                  onClick={() => setRules(layout.styleRules.filter((r) => r.id !== rule.id))}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </Box>
              <NativeSelect
                size="small"
                label={t('pdfEditor.rules.field')}
                value={rule.fieldId}
                options={fields.map(({ field: f, group }) => ({
                  value: f.id,
                  label: `${group} › ${f.name}`,
                }))}
                onChange={(fieldId) => {
                  const next = kindOf(byId.get(fieldId))!;
                  const operator = STYLE_OPERATORS[next].includes(rule.operator)
                    ? rule.operator
                    : STYLE_OPERATORS[next][0]!;
                  update(rule, { fieldId, operator, value: undefined, value2: undefined }, 'field');
                }}
              />
              <NativeSelect
                size="small"
                label={t('pdfEditor.rules.operator')}
                value={rule.operator}
                options={operators.map((op) => ({ value: op, label: t(`pdfEditor.rules.operators.${op}`) }))}
                onChange={(operator) => update(rule, { operator: operator as StyleOperator }, 'operator')}
              />
              {rule.operator !== 'filled' && rule.operator !== 'empty' && (
                <RuleValue
                  label={t(rule.operator === 'between' ? 'pdfEditor.rules.from' : 'pdfEditor.rules.value')}
                  field={field}
                  kind={kind}
                  value={rule.value}
                  onChange={(value) => update(rule, { value }, 'value')}
                />
              )}
              {rule.operator === 'between' && (
                <RuleValue
                  label={t('pdfEditor.rules.to')}
                  field={field}
                  kind={kind}
                  value={rule.value2}
                  onChange={(value2) => update(rule, { value2 }, 'value2')}
                />
              )}
              <ColorInput
                label={t('pdfEditor.rules.textColor')}
                value={rule.textColor}
                onChange={(textColor) => update(rule, { textColor }, 'textColor')}
              />
              <ColorInput
                label={t('pdfEditor.rules.backgroundColor')}
                value={rule.backgroundColor}
                onChange={(backgroundColor) => update(rule, { backgroundColor }, 'backgroundColor')}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button variant="outlined" startIcon={<Add />} disabled={!fields.length} onClick={add}>
        {t('pdfEditor.rules.add')}
      </Button>
    </Stack>
  );
}
