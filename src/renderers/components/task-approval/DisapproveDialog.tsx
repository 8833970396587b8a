import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { JustificationDialog } from '../dialogs/JustificationDialog';

/**
 * Disapproves a task with its justification (spec 001 §5: an empty one is 'Justificação necessária.',
 * the catalogue's TASK_APPROVAL_JUSTIFICATION_REQUIRED, checked before the server does), then sends
 * ReprovarAtividade: the responsible corrects the document. `onDisapproved` runs once accepted.
 */
export function DisapproveDialog(props: {
  open: boolean;
  taskId: number;
  title: string;
  onClose(): void;
  onDisapproved(): void;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  return (
    <JustificationDialog
      open={props.open}
      title={t('approvalPages.disapproveTitle')}
      text={t('approvalPages.disapproveText', { title: props.title })}
      label={t('approvalPages.justification')}
      requiredMessage={t(errorMessageKey('TASK_APPROVAL_JUSTIFICATION_REQUIRED'))}
      submitLabel={t('approvalPages.confirmDisapprove')}
      submitColor="error"
      maxLength={4000}
      onCancel={props.onClose}
      onSubmit={async (justification) => {
        await command(
          'ReprovarAtividade',
          { ID: props.taskId, JUSTIFICATIVA: justification },
          { silentOnSuccess: true },
        );
        notify('success', t('approvalPages.disapproved'));
        props.onDisapproved();
      }}
    />
  );
}
