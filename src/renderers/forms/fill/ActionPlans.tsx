import Assignment from '@mui/icons-material/Assignment';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContext, useId, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ActionPlan, FormField, PlanActivity, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FillEnvironmentContext } from './FillContext';
import { FilePicker } from './FilePicker';
import { PlanActivityFields } from './PlanActivityFields';

/**
 * The action plans of a field's chosen option(s): an observation (named by the plan's `label`) and
 * photos (uploaded to `<fieldId>.plan`) are answered here; filling another form opens it through the
 * fill screen (FillEnvironment.fillPlanForm) and keeps the stored document's id; an activity to create
 * is described (title, responsible, due date) and created by the server when the document is finished.
 * Read-only: the stored answers, with links to the filled form and the created task.
 */
export function ActionPlans(props: {
  field: FormField;
  plans: ActionPlan[];
  answer: PlanAnswer | undefined;
  readOnly: boolean;
  onAnswer(answer: PlanAnswer): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const environment = useContext(FillEnvironmentContext);
  const [opening, setOpening] = useState(false);
  const { field, plans, readOnly } = props;
  const answer = props.answer ?? {};
  const observation = plans.find((plan) => plan.type === 'addObservation');
  const picture = plans.find((plan) => plan.type === 'attachPicture');
  const form = plans.find((plan) => plan.type === 'fillForm' && plan.formId);
  const activity = plans.find((plan) => plan.type === 'createActivity');
  if (
    readOnly &&
    answer.observation === undefined &&
    !answer.photos?.length &&
    answer.documentId === undefined &&
    !answer.activity
  )
    return null;
  const required = (plan: ActionPlan) => (plan.required ? ` (${t('forms.fill.actionPlan.required')})` : '');
  const fillForm = async (plan: ActionPlan) => {
    if (!environment.fillPlanForm) return;
    setOpening(true);
    try {
      const documentId = await environment.fillPlanForm(plan);
      if (documentId !== null) props.onAnswer({ ...answer, documentId });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Alert severity="warning" icon={false} sx={{ mt: 1, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{t('forms.fill.actionPlan.title')}</AlertTitle>
      <Stack spacing={1.5}>
        {observation && (
          <TextField
            id={`${id}-observation`}
            label={(observation.label || t('forms.fill.actionPlan.observation')) + required(observation)}
            value={answer.observation ?? ''}
            onChange={(e) => props.onAnswer({ ...answer, observation: e.target.value })}
            multiline
            minRows={2}
            fullWidth
            size="small"
            slotProps={{ input: { readOnly } }}
          />
        )}
        {picture && (
          <div>
            <Typography id={`${id}-photos`} variant="body2" sx={{ mb: 0.5 }}>
              {t('forms.fill.actionPlan.photos') + required(picture)}
            </Typography>
            <FilePicker
              fieldId={`${field.id}.plan`}
              kind="photo"
              files={answer.photos ?? []}
              onChange={(photos) => props.onAnswer({ ...answer, photos })}
              readOnly={readOnly}
              maxFiles={picture.photoLimit}
              gallery={picture.source !== 'camera'}
              labelledBy={`${id}-photos`}
            />
          </div>
        )}
        {form && answer.documentId !== undefined && (
          <Link href={`#/finished_form/${answer.documentId}`} target="_blank" rel="noopener">
            {t('forms.fill.actionPlan.formFilled', { id: answer.documentId })}
          </Link>
        )}
        {form && !readOnly && answer.documentId === undefined && (
          <Box>
            <Button
              variant="outlined"
              startIcon={<Assignment />}
              disabled={opening || !environment.fillPlanForm}
              onClick={() => void fillForm(form)}
            >
              {t('forms.fill.actionPlan.fillForm') + required(form)}
            </Button>
          </Box>
        )}
        {activity && (
          <PlanActivityFields
            activity={answer.activity}
            required={required(activity)}
            readOnly={readOnly}
            onChange={(next) => {
              const { activity: _old, ...rest } = answer;
              props.onAnswer(next ? { ...rest, activity: next as PlanActivity } : rest);
            }}
          />
        )}
      </Stack>
    </Alert>
  );
}
