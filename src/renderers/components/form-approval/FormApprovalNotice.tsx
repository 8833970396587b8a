import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormApprovalState, RevisionDisapproval } from '../../../runtime/formApproval/FormRevision';
import { formatInstant } from '../task-approval/formatInstant';
import { FormApprovalBadge } from './FormApprovalBadge';

/**
 * The form editor's word on the form's pending revision: in review (the published version stays the one
 * filled until approved), or disapproved with the reviewer's justification (fix it and save to send it
 * again); the revision's chip and link. Nothing when there is no pending revision.
 */
export function FormApprovalNotice(props: {
  approval: FormApprovalState | null;
  disapproval: RevisionDisapproval | null;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const { approval, disapproval } = props;
  if (!approval || approval.ESTADO === 'approved') return null;
  const disapproved = approval.ESTADO === 'disapproved';
  return (
    <Alert
      severity={disapproved ? 'warning' : 'info'}
      role="status"
      aria-label={t('formApproval.form.notice')}
    >
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <FormApprovalBadge status={approval} name={props.name} />
        {disapproved ? (
          <>
            <Typography variant="body2">
              {t('formApproval.form.disapproved', {
                user: disapproval?.REVISOR_NOME ?? '—',
                at: formatInstant(disapproval?.EM, i18n.language),
              })}
            </Typography>
            {disapproval?.JUSTIFICATIVA && (
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', fontWeight: 600 }}
              >
                {t('approvalPages.justificationText', { text: disapproval.JUSTIFICATIVA })}
              </Typography>
            )}
          </>
        ) : (
          <Typography variant="body2">{t('formApproval.form.inReview')}</Typography>
        )}
      </Box>
    </Alert>
  );
}
