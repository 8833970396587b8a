import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { checkFormula } from '../../../runtime/forms/checkFormula';
import type { JsonLogic, NumericFormula } from '../../../runtime/forms/FormModel';
import { logicVars } from '../../../runtime/forms/logicVars';
import { NativeSelect } from '../../components/NativeSelect';

/** Whether json-logic text parses and reads only known ids. */
function checkLogic(text: string, known: string[]): boolean {
  try {
    const vars = logicVars(JSON.parse(text) as unknown);
    return vars !== null && vars.every((v) => known.includes(v));
  } catch {
    return false;
  }
}

/**
 * A numeric formula: fixed value, mathjs expression (marked valid or invalid as it is typed, with
 * checkFormula) or json-logic. In a table column, `columns` are the ids `col(...)` may name.
 *
 * @example <NumericFormulaEditor label="Fórmula" value={field.formula} known={['qty']} onChange={...} />
 */
export function NumericFormulaEditor(props: {
  label: string;
  value: NumericFormula | undefined;
  known: string[];
  columns?: string[];
  onChange(formula: NumericFormula): void;
}) {
  const { t } = useTranslation();
  const formula = props.value ?? { mode: 'fixed', value: 0 };
  const [logicText, setLogicText] = useState(
    formula.mode === 'logic' ? JSON.stringify(formula.logic, null, 1) : '{"if": [true, 1, 0]}',
  );
  const check =
    formula.mode === 'numeric' ? checkFormula(formula.expression, props.known, props.columns) : null;
  const logicValid = formula.mode === 'logic' && checkLogic(logicText, props.known);
  const hint = [...props.known, ...(props.columns ?? []).map((c) => `col(${c})`)].join(', ');
  return (
    <Stack spacing={1.5} role="group" aria-label={props.label}>
      <NativeSelect
        label={t('forms.editor.formula.mode')}
        value={formula.mode}
        onChange={(mode) => {
          if (mode === 'fixed') props.onChange({ mode, value: 0 });
          else if (mode === 'numeric') props.onChange({ mode, expression: '' });
          else if (checkLogic(logicText, props.known))
            props.onChange({ mode: 'logic', logic: JSON.parse(logicText) as JsonLogic });
          else props.onChange({ mode: 'logic', logic: { if: [true, 1, 0] } });
        }}
        options={(['fixed', 'numeric', 'logic'] as const).map((mode) => ({
          value: mode,
          label: t(`forms.editor.formula.${mode}`),
        }))}
      />
      {formula.mode === 'fixed' && (
        <TextField
          type="number"
          label={t('forms.editor.formula.value')}
          value={formula.value}
          onChange={(e) => props.onChange({ mode: 'fixed', value: Number(e.target.value) || 0 })}
        />
      )}
      {formula.mode === 'numeric' && (
        <TextField
          label={t('forms.editor.formula.expression')}
          value={formula.expression}
          error={!check?.ok}
          helperText={
            check?.ok
              ? t('forms.editor.formula.valid')
              : t('forms.editor.formula.invalid', { reason: check?.error ?? '' })
          }
          onChange={(e) => props.onChange({ mode: 'numeric', expression: e.target.value })}
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } },
            formHelperText: { sx: { color: check?.ok ? 'success.main' : undefined } },
          }}
        />
      )}
      {formula.mode === 'logic' && (
        <TextField
          multiline
          minRows={3}
          label={t('forms.editor.formula.logic')}
          value={logicText}
          error={!logicValid}
          helperText={logicValid ? t('forms.editor.formula.valid') : t('forms.editor.formula.logicInvalid')}
          onChange={(e) => {
            setLogicText(e.target.value);
            if (checkLogic(e.target.value, props.known))
              props.onChange({ mode: 'logic', logic: JSON.parse(e.target.value) as JsonLogic });
          }}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
      {formula.mode !== 'fixed' && hint && (
        <Typography variant="caption" color="text.secondary">
          {t('forms.editor.formula.available', { ids: hint })}
        </Typography>
      )}
    </Stack>
  );
}
