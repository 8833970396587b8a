import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../hooks/useTranslation';
import { compileTextTemplate } from '../../../runtime/forms/compileTextTemplate';
import { knownIds } from '../../forms/editor/knownIds';
import type { SettingsRendererProps } from '../../forms/editor/SettingsRenderer';

/** A text formula: a template with `{id}` references, marked valid when every reference exists. */
export function TextFormulaSettings(props: SettingsRendererProps) {
  const { t } = useTranslation();
  const template = props.field.formula?.mode === 'text' ? props.field.formula.template : '';
  const known = knownIds(props.model, props.field.id);
  let problem: string | null = null;
  try {
    compileTextTemplate(template, known);
  } catch (error) {
    problem = (error as Error).message;
  }
  return (
    <Stack spacing={1.5}>
      <TextField
        multiline
        minRows={2}
        label={t('forms.editor.formula.template')}
        value={template}
        error={problem !== null}
        helperText={
          problem === null
            ? t('forms.editor.formula.valid')
            : t('forms.editor.formula.invalid', { reason: problem })
        }
        onChange={(e) =>
          props.onChange({ ...props.field, formula: { mode: 'text', template: e.target.value } })
        }
      />
      <Typography variant="caption" color="text.secondary">
        {t('forms.editor.formula.templateHint', { ids: known.map((id) => `{${id}}`).join(', ') })}
      </Typography>
    </Stack>
  );
}
