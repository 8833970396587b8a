import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { ApproveDialog } from './ApproveDialog';
import { DisapproveDialog } from './DisapproveDialog';

/**
 * "Aprovar" and "Reprovar" for a task pending approval, each through its dialog (approving confirmed as
 * irreversible, disapproving with a justification). The screen shows them only to approvers;
 * `onDecided` runs after the server accepted the decision (reload, leave the list...).
 *
 * @example <ApprovalActions taskId={12} title="Troca de filtro" onDecided={reload} />
 */
export function ApprovalActions(props: {
  taskId: number;
  title: string;
  onDecided(decision: 'approved' | 'disapproved'): void;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'approve' | 'disapprove' | null>(null);
  return (
    <>
      <Button
        variant="contained"
        color="success"
        size={props.size}
        startIcon={<Check />}
        onClick={() => setOpen('approve')}
      >
        {t('approvalPages.approve')}
      </Button>
      <Button
        variant="outlined"
        color="error"
        size={props.size}
        startIcon={<Close />}
        onClick={() => setOpen('disapprove')}
      >
        {t('approvalPages.disapprove')}
      </Button>
      <ApproveDialog
        open={open === 'approve'}
        taskId={props.taskId}
        title={props.title}
        onClose={() => setOpen(null)}
        onApproved={() => {
          setOpen(null);
          props.onDecided('approved');
        }}
      />
      <DisapproveDialog
        open={open === 'disapprove'}
        taskId={props.taskId}
        title={props.title}
        onClose={() => setOpen(null)}
        onDisapproved={() => {
          setOpen(null);
          props.onDecided('disapproved');
        }}
      />
    </>
  );
}
