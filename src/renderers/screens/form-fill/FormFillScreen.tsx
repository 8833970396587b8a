import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { DocumentAnswer } from '../../components/documents/DocumentAnswer';
import { DocumentFill, type FilledDocument } from '../../components/documents/DocumentFill';
import { savePosition } from '../../forms/fill/savePosition';

interface ModelAnswer {
  MODELO: { id: number; version: number; model: FormModel };
}

/**
 * Filling a form (/form/view/:id): a new document of the model's current version, or with
 * `?document=<id>` a draft continued on its own version (DocumentFill: header, form, errors, draft and
 * finish). Both "Salvar rascunho" and "Finalizar" open /finished_form/:id. Each save carries the browser's
 * position when it gives one quickly (savePosition: no prompt loop, a few seconds at most).
 */
export function FormFillScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const formId = Number(props.params.id);
  const documentId = search.get('document') ? Number(search.get('document')) : undefined;
  const model = useCommandData<ModelAnswer>(
    'ConsultarModeloDocumento',
    { ID: formId },
    documentId !== undefined,
    { showsNotFound: true },
  );
  const draft = useCommandData<DocumentAnswer>(
    'ConsultarDocumento',
    { ID: documentId },
    documentId === undefined,
    { showsNotFound: true },
  );
  const formModel = documentId === undefined ? model.data?.MODELO.model : draft.data?.MODELO;
  const version = documentId === undefined ? model.data?.MODELO.version : draft.data?.DOCUMENTO.version;
  const filledFormId = draft.data?.DOCUMENTO.formId ?? formId;

  const save = async (document: FilledDocument, finish: boolean) => {
    // Where it was sent from, when the browser tells at once (the map's sent documents).
    const position = await savePosition();
    try {
      const answer = await command<{ ID: number }>('SalvarDocumento', {
        ...(documentId !== undefined ? { ID: documentId } : {}),
        MODELO_ID: filledFormId,
        VERSAO: version,
        VALORES: document.values,
        PLANOS: document.plans,
        CABECALHO: document.header,
        FINALIZADO: finish ? 1 : 0,
        ...(position ? { POSICAO: position } : {}),
      });
      return `/finished_form/${answer.ID}`;
    } catch {
      // The adapter showed the server's error.
      return null;
    }
  };

  if (model.notFound || draft.notFound) return <NotFound back="/forms" />;
  if (model.failed || draft.failed)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert severity="error">{t('forms.fill.loadError')}</Alert>
      </Container>
    );
  if (!formModel || version === undefined) return <FullPageSpinner />;
  if (draft.data?.DOCUMENTO.finished)
    return (
      <Container maxWidth="md" sx={{ py: 3 }}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/finished_form/${documentId}`}>
              {t('forms.fill.view')}
            </Button>
          }
        >
          {t('forms.fill.alreadyFinished')}
        </Alert>
      </Container>
    );
  const doc = draft.data?.DOCUMENTO;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 }, px: { xs: 1.5, sm: 3 } }}>
      <PageHeader
        title={formModel.name}
        subtitle={t(documentId === undefined ? 'forms.fill.newDocument' : 'forms.fill.continueDraft')}
        actions={<Button onClick={() => void navigate(-1)}>{t('common.back')}</Button>}
      />
      <DocumentFill
        formId={filledFormId}
        model={formModel}
        version={version}
        initial={doc && { values: doc.values, plans: doc.plans, header: doc.header ?? {} }}
        save={save}
      />
    </Container>
  );
}
