import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../hooks/useTranslation';
import { compileStepSchema } from '../../../../runtime/workflows/compileStepSchema';
import { createCheckContext } from '../../../../runtime/workflows/createCheckContext';
import type { RedirectSettings } from '../../../../runtime/workflows/steps/redirect/RedirectSettings';
import { stepTypes } from '../../../../runtime/workflows/stepTypes';
import type { WorkflowStep } from '../../../../runtime/workflows/WorkflowStep';
import { NativeSelect } from '../../../components/NativeSelect';
import type { StepPanelProps } from '../../StepEditor';

/** The forward links of a step, as checkWorkflow follows them (its type's successors once valid, else next). */
function successors(step: WorkflowStep): string[] {
  const type = stepTypes[step.type];
  if (type?.successors && compileStepSchema(type)(step.settings)) return type.successors(step);
  return step.next ? [step.next] : [];
}

/**
 * Redirect (spec 001 §3, §4): the earlier step the flow goes back to; only steps on a way from the start
 * to here are offered, the start among them (the document is redone).
 */
export function RedirectPanel(props: StepPanelProps<RedirectSettings>) {
  const { t } = useTranslation();
  const earlier = createCheckContext(props.workflow, successors).earlierSteps(props.step.id);
  return (
    <Stack spacing={1}>
      <NativeSelect
        size="small"
        label={t('workflow.redirect.target')}
        value={props.step.settings.target ?? ''}
        placeholder="—"
        onChange={(target) => props.onChange({ target: target || null })}
        options={props.workflow.steps
          .filter((step) => earlier.has(step.id))
          .map((step) => ({ value: step.id, label: step.name }))}
      />
      <Typography variant="body2" color="text.secondary">
        {t('workflow.redirect.help')}
      </Typography>
    </Stack>
  );
}
