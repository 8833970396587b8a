import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionPlan, FormField, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FilePicker } from './FilePicker';

/**
 * The action plans of a field's chosen option(s): an observation (named by the plan's `label`) and
 * photos (uploaded to `<fieldId>.plan`) are answered here and stored with the document; filling another
 * form opens it; an activity to create is shown as what to do. Read-only: the stored answers.
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
  const { field, plans, readOnly } = props;
  const answer = props.answer ?? {};
  const observation = plans.find((plan) => plan.type === 'addObservation');
  const picture = plans.find((plan) => plan.type === 'attachPicture');
  const others = plans.filter((plan) => plan.type === 'fillForm' || plan.type === 'createActivity');
  if (readOnly && answer.observation === undefined && !answer.photos?.length) return null;
  const required = (plan: ActionPlan) => (plan.required ? ` (${t('forms.fill.actionPlan.required')})` : '');
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
        {!readOnly &&
          others.map((plan, i) =>
            plan.type === 'fillForm' && plan.formId ? (
              <Link key={i} href={`#/form/view/${plan.formId}`} target="_blank" rel="noopener">
                {t('forms.fill.actionPlan.fillForm') + required(plan)}
              </Link>
            ) : (
              <Typography key={i} variant="body2">
                {t(`forms.fill.actionPlan.${plan.type}`) + required(plan)}
              </Typography>
            ),
          )}
      </Stack>
    </Alert>
  );
}
