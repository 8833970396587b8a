import Close from '@mui/icons-material/Close';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../hooks/useTranslation';
import type { FormModel } from '../../runtime/forms/FormModel';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { Workflow } from '../../runtime/workflows/Workflow';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import { NextStepSelect } from './NextStepSelect';
import { stepEditors } from './stepEditors';
import type { WorkflowLookups } from './useWorkflowLookups';

/**
 * The selected step's settings: its name, its type's panel (looked up by type name in stepEditors), the
 * next step when the type has a single output, its problems, and deleting it (not the start).
 */
export function StepSettingsPanel(props: {
  step: WorkflowStep;
  workflow: Workflow;
  model: FormModel;
  lookups: WorkflowLookups;
  problems: string[];
  onChange(patch: Partial<Pick<WorkflowStep, 'name' | 'settings' | 'next'>>): void;
  onDelete(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { step } = props;
  const type = stepTypes[step.type];
  const editor = stepEditors[step.type];
  const title = t('workflow.editor.settings', { name: step.name });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={2}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ flex: 1, minWidth: 0 }}>
            {type ? t(type.labelKey) : step.type}
          </Typography>
          <IconButton aria-label={t('workflow.editor.close')} onClick={props.onClose}>
            <Close />
          </IconButton>
        </Box>
        {props.problems.length > 0 && (
          <Alert severity="warning">
            {props.problems.map((problem) => (
              <div key={problem}>{problem}</div>
            ))}
          </Alert>
        )}
        <TextField
          size="small"
          label={t('workflow.editor.name')}
          value={step.name}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          onChange={(e) => props.onChange({ name: e.target.value })}
        />
        {editor && (
          <editor.Panel
            step={step}
            workflow={props.workflow}
            model={props.model}
            lookups={props.lookups}
            onChange={(settings) => props.onChange({ settings })}
          />
        )}
        {type?.needsNext && !type.outputs && (
          <NextStepSelect
            label={t('workflow.editor.next')}
            workflow={props.workflow}
            from={step.id}
            value={step.next}
            onChange={(next) => props.onChange({ next })}
          />
        )}
        {step.type !== 'start' && (
          <Box>
            <Button color="error" startIcon={<DeleteOutline />} onClick={props.onDelete}>
              {t('workflow.editor.delete')}
            </Button>
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
