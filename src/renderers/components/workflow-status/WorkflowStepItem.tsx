import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { formatInstant } from '../task-approval/formatInstant';
import type { WorkflowAnswer, WorkflowStepState } from './WorkflowAnswer';

const STATE_COLORS: Record<WorkflowStepState, 'default' | 'info' | 'error' | 'success'> = {
  notStarted: 'default',
  waiting: 'info',
  expired: 'error',
  finished: 'success',
};

/**
 * One step of a running workflow, as a list item: its name and type, its state chip, the expiry label
 * (hours or minutes, spec 001 §9) and who may fill it ("Aguardando: …") while it waits, and per run who finished it and when, the branch taken,
 * the e-mails sent and a jump's justification. `action` is the current step's "Avançar etapa".
 */
export function WorkflowStepItem(props: {
  step: WorkflowAnswer['PASSOS'][number];
  current: boolean;
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const { step } = props;
  const when = (iso: string | null) => formatInstant(iso, i18n.language);
  return (
    <Box
      component="li"
      aria-current={props.current ? 'step' : undefined}
      sx={{
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        ...(props.current ? { borderLeft: 4, borderLeftColor: 'primary.main', pl: 1.5 } : {}),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {step.name}
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          {t(`workflow.steps.${step.type}`)}
        </Typography>
        <Chip
          size="small"
          color={STATE_COLORS[step.state]}
          label={t(`workflowStatus.states.${step.state}`)}
        />
        {step.expiry && (
          <Typography component="span" variant="body2" color={step.expiry.late ? 'error' : 'text.secondary'}>
            {t(`workflowStatus.expiry.${step.expiry.late ? 'late' : 'due'}.${step.expiry.unit}`, {
              count: step.expiry.amount,
            })}
          </Typography>
        )}
        {props.action && <Box sx={{ ml: 'auto' }}>{props.action}</Box>}
      </Box>
      {step.state !== 'finished' && step.waitingFor?.length ? (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {t('workflowStatus.waitingFor', { names: step.waitingFor.join(', ') })}
        </Typography>
      ) : null}
      {step.runs.map((run) => (
        <Box key={run.id} component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary' }}>
          <Typography component="li" variant="body2">
            {t('workflowStatus.started', { at: when(run.startedAt) })}
          </Typography>
          {run.finishedAt && (
            <Typography component="li" variant="body2">
              {run.finishedByName
                ? t('workflowStatus.finishedBy', { at: when(run.finishedAt), user: run.finishedByName })
                : t('workflowStatus.finished', { at: when(run.finishedAt) })}
            </Typography>
          )}
          {run.justification && (
            <Typography component="li" variant="body2">
              {t('workflowStatus.jumped', { justification: run.justification })}
            </Typography>
          )}
          {(run.details.branchName ?? run.branch) && (
            <Typography component="li" variant="body2">
              {t('workflowStatus.branch', { branch: run.details.branchName ?? run.branch })}
            </Typography>
          )}
          {run.details.emails && (
            <Typography component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {run.details.emails.length
                ? t('workflowStatus.emails', { emails: run.details.emails.join(', ') })
                : t('workflowStatus.noEmails')}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
