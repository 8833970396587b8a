import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Verified from '@mui/icons-material/VerifiedOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { RevisionDetail } from '../../../runtime/formApproval/FormRevision';
import { JustificationDialog } from '../../components/dialogs/JustificationDialog';

/**
 * The decisions on the whole revision: "Aprovar revisão" and "Reprovar revisão" (with its justification)
 * for a reviewer of the open round, "Aprovação final" for the final approver once the minimum is reached.
 * Approving is confirmed first: it may publish the new version, irreversibly.
 */
export function RevisionActions(props: {
  revision: RevisionDetail;
  busy: boolean;
  onApprove(): Promise<boolean>;
  onReject(justification: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'approve' | 'reject' | null>(null);
  const r = props.revision;
  const final = r.PODE_APROVAR_FINAL && !r.PODE_REVISAR;
  if (r.SOMENTE_LEITURA || (!r.PODE_REVISAR && !r.PODE_APROVAR_FINAL)) return null;
  return (
    <>
      <Button
        variant="contained"
        color="success"
        startIcon={final ? <Verified /> : <Check />}
        disabled={props.busy}
        onClick={() => setOpen('approve')}
      >
        {t(final ? 'formApproval.review.approveFinal' : 'formApproval.review.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Close />}
        disabled={props.busy}
        onClick={() => setOpen('reject')}
      >
        {t('formApproval.review.disapprove')}
      </Button>
      <Dialog
        open={open === 'approve'}
        onClose={() => setOpen(null)}
        aria-labelledby="approve-revision-title"
      >
        <DialogTitle id="approve-revision-title">
          {t(final ? 'formApproval.review.approveFinal' : 'formApproval.review.approveTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t(final ? 'formApproval.review.approveFinalText' : 'formApproval.review.approveText')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('formApproval.review.cancel')}</Button>
          <Button
            variant="contained"
            color="success"
            disabled={props.busy}
            onClick={() => void props.onApprove().then(() => setOpen(null))}
          >
            {t('formApproval.review.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <JustificationDialog
        open={open === 'reject'}
        title={t('formApproval.review.disapproveTitle')}
        text={t('formApproval.review.disapproveText', { name: r.MODELO_NOME })}
        label={t('formApproval.review.justification')}
        requiredMessage={t(errorMessageKey('REVISION_JUSTIFICATION_REQUIRED'))}
        submitLabel={t('formApproval.review.disapproveConfirm')}
        submitColor="error"
        maxLength={4000}
        onCancel={() => setOpen(null)}
        onSubmit={async (justification) => {
          if (!(await props.onReject(justification))) throw new Error('refused');
          setOpen(null);
        }}
      />
    </>
  );
}
