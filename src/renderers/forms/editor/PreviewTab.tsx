import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { FormFiller } from '../fill/FormFiller';

/**
 * The fill preview (the form as a filler sees it, values kept while the editor is open) and the result
 * preview (those values shown read-only, as the finished document). Uploads are off in the preview.
 */
export function PreviewTab(props: {
  model: FormModel;
  mode: 'fill' | 'result';
  values: Record<string, unknown>;
  onValues(values: Record<string, unknown>): void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, maxWidth: 900 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {props.mode === 'fill' ? t('forms.editor.preview.fillHelp') : t('forms.editor.preview.resultHelp')}
      </Alert>
      <FormFiller
        key={props.mode}
        model={props.model}
        values={props.values}
        readOnly={props.mode === 'result'}
        onChange={props.mode === 'fill' ? props.onValues : undefined}
      />
    </Paper>
  );
}
