import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { chosenPlans } from '../../../runtime/forms/actionPlans';
import { fieldAnswers, type FieldAnswer } from '../../../runtime/forms/fieldAnswers';
import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FileTile } from '../../forms/fill/FileTile';
import { EmptyState } from './EmptyState';
import { answerPlace } from './answerPlace';

const NON_COMPLIANT = 'nonCompliant';

/**
 * The conformity report: the document's 'according' answers (Conforme / Não conforme / Não se aplica,
 * stored as 'compliant' | 'nonCompliant' | 'notApplicable', also in repeatable copies and table cells)
 * that are non-compliant, each with the action plan answered for it (observation, photos). A field's
 * plans are kept by field id, so table cells and copies have none.
 */
export function ConformityReport(props: {
  model: FormModel;
  values: Record<string, unknown>;
  plans: Record<string, PlanAnswer> | undefined;
}) {
  const { t } = useTranslation();
  const evaluated = fieldAnswers(props.model, props.values).filter(
    (a) => (a.column ?? a.field).type === 'according',
  );
  if (!evaluated.length) return <EmptyState text={t('taskView.conformity.none')} />;
  const failed = evaluated.filter((a) => a.value === NON_COMPLIANT);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        {t('taskView.conformity.summary', { count: failed.length, total: evaluated.length })}
      </Typography>
      {failed.map((answer, i) => (
        <NonCompliance
          key={i}
          answer={answer}
          plan={answer.column || answer.copy !== undefined ? undefined : props.plans?.[answer.field.id]}
        />
      ))}
    </Box>
  );
}

function NonCompliance(props: { answer: FieldAnswer; plan: PlanAnswer | undefined }) {
  const { t } = useTranslation();
  const { answer, plan } = props;
  const item = answer.column ?? answer.field;
  const option =
    item.options?.find((o) => o.id === NON_COMPLIANT)?.name ?? t('forms.fill.according.nonCompliant');
  const asked = answer.column || answer.copy !== undefined ? [] : chosenPlans(answer.field, NON_COMPLIANT);
  const observationLabel =
    asked.find((p) => p.type === 'addObservation')?.label || t('forms.fill.actionPlan.observation');
  return (
    <Card component="article" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {item.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {answerPlace(answer, t)}
          </Typography>
        </Box>
        <Chip color="error" size="small" label={option} />
      </Box>
      {asked.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h4">
            {t('forms.fill.actionPlan.title')}
          </Typography>
          {plan?.observation && (
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {observationLabel}: {plan.observation}
            </Typography>
          )}
          {plan?.photos?.length ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {plan.photos.map((photo) => (
                <FileTile key={photo.fileId} file={photo} image />
              ))}
            </Box>
          ) : null}
          {!plan?.observation && !plan?.photos?.length && (
            <Typography color="text.secondary">{t('taskView.conformity.noPlanAnswer')}</Typography>
          )}
        </Box>
      )}
    </Card>
  );
}
