import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { FormApprovalState } from '../../../runtime/formApproval/FormRevision';
import { RevisionStateChip } from './RevisionStateChip';

/** Where a form's latest revision is reviewed: its latest round. */
export const revisionPath = (status: FormApprovalState) =>
  `/form/approval/review/${status.REVISAO_ID}/${status.ROUND}`;

/**
 * A form's approval state where the form is listed or edited: the latest revision's chip ("Em revisão",
 * "Reprovado", late) and a link to it, while it is pending (in review or disapproved). Nothing otherwise.
 *
 * @example <FormApprovalBadge status={form.APROVACAO} name={form.name} />
 */
export function FormApprovalBadge(props: { status: FormApprovalState | null | undefined; name: string }) {
  const { t } = useTranslation();
  const { status } = props;
  if (!status || status.ESTADO === 'approved') return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <RevisionStateChip state={status.ESTADO} late={status.ATRASADA} />
      <Link
        component={RouterLink}
        to={revisionPath(status)}
        variant="body2"
        aria-label={t('formApproval.form.openRevisionOf', { name: props.name })}
      >
        {t('formApproval.form.openRevision')}
      </Link>
    </Box>
  );
}
