import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { FormFiller } from '../forms/fill/FormFiller';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { TakenPath } from './takenPath';

/**
 * "Testar" (issue 14): answers typed in a preview of the form, the path the decisions take over them
 * (shown here and highlighted on the map by the tab). Nothing is saved: the answers live in the tab.
 */
export function WorkflowTestPanel(props: {
  model: FormModel;
  workflow: Workflow;
  values: Record<string, unknown>;
  path: TakenPath;
  onValues(values: Record<string, unknown>): void;
}) {
  const { t } = useTranslation();
  // A new key redraws the preview empty when the answers are cleared.
  const [round, setRound] = useState(0);
  const byId = new Map(props.workflow.steps.map((step) => [step.id, step]));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="workflow-test-title"
      sx={{ p: { xs: 1, sm: 2 } }}
    >
      <Typography id="workflow-test-title" variant="subtitle1" component="h2">
        {t('workflow.editor.test.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('workflow.editor.test.help')}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        <Typography variant="subtitle2" component="h3">
          {t('workflow.editor.test.path')}
        </Typography>
        <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
          {props.path.steps.map((id) => (
            <li key={id}>{byId.get(id)?.name ?? id}</li>
          ))}
        </Box>
        {props.path.choices.map(({ stepId, handle }) => {
          const step = byId.get(stepId)!;
          const output = stepTypes[step.type]?.outputs?.(step.settings).find((o) => o.handle === handle);
          return output ? (
            <Typography key={stepId} variant="body2">
              {t('workflow.editor.test.taken', { decision: step.name, path: output.label })}
            </Typography>
          ) : (
            <Alert key={stepId} severity="warning">
              {t('workflow.editor.test.noPath', { decision: step.name })}
            </Alert>
          );
        })}
      </Box>
      <Box sx={{ mb: 2 }}>
        <Button
          onClick={() => {
            props.onValues({});
            setRound((n) => n + 1);
          }}
        >
          {t('workflow.editor.test.clear')}
        </Button>
      </Box>
      <FormFiller key={round} model={props.model} values={props.values} onChange={props.onValues} />
    </Paper>
  );
}
