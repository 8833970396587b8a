import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '../../hooks/useTranslation';
import { canAccess } from '../../../runtime/access/canAccess';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import type { ScreenProps } from '../ScreenProps';
import type { DocumentAnswer } from '../../components/documents/DocumentAnswer';
import { FinishedDocument } from '../../components/documents/FinishedDocument';
import { FinishedDocumentActions } from '../../components/documents/FinishedDocumentActions';
import { DocumentWorkflow } from '../../components/workflow-status/DocumentWorkflow';
import { useAccessContext } from '../../hooks/useAccessContext';

/**
 * A document, read-only (/finished_form/:id): the form of the version it was filled with, its header,
 * status (a draft links back to continue filling; a finished one offers PDF, print and share), score,
 * photos shown and files downloadable. A document with a workflow shows its steps (DocumentWorkflow).
 */
export function FinishedFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const access = useAccessContext();
  const id = Number(props.params.id);
  const { data, failed, notFound, reload } = useCommandData<DocumentAnswer>(
    'ConsultarDocumento',
    { ID: id },
    false,
    {
      showsNotFound: true,
    },
  );
  if (notFound) return <NotFound back="/forms" />;
  if (failed) return <Alert severity="error">{t('forms.fill.loadDocumentError')}</Alert>;
  if (!data) return <FullPageSpinner />;
  const { DOCUMENTO: doc, MODELO: model } = data;
  const header = doc.header ?? {};
  return (
    <>
      <PageHeader
        title={header.title || model.name}
        subtitle={header.title ? model.name : t('forms.fill.documentNumber', { id: doc.id })}
        actions={
          doc.finished ? (
            <FinishedDocumentActions
              documentId={doc.id}
              taskId={doc.taskId ?? null}
              title={header.title || model.name}
            />
          ) : (
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={
                doc.taskId ? `/task_in_progress/${doc.taskId}` : `/form/view/${doc.formId}?document=${doc.id}`
              }
            >
              {t('forms.fill.continue')}
            </Button>
          )
        }
      />
      {model.workflow && (
        <DocumentWorkflow
          documentId={doc.id}
          canJump={canAccess({ functionality: 'TASK', level: 'EDIT' }, access).ok}
          onChanged={reload}
        />
      )}
      <FinishedDocument document={doc} model={model} />
    </>
  );
}
