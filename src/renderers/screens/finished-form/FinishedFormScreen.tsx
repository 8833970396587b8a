import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { LookupLabel } from '../../components/LookupLabel';
import { PageHeader } from '../../components/PageHeader';
import { FormFiller } from '../../forms/fill';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../../registry/ScreenProps';
import type { DocumentHeader } from '../form-fill/DocumentHeader';

interface DocumentAnswer {
  DOCUMENTO: {
    id: number;
    formId: number;
    version: number;
    values: Record<string, unknown>;
    plans?: Record<string, PlanAnswer>;
    header: DocumentHeader | null;
    finished: boolean;
    score: number | null;
    createdAt: string;
    finishedAt: string | null;
  };
  MODELO: FormModel;
}

const HEADER_RECORDS = [
  { key: 'clientId', entity: 'client', label: 'forms.fill.client' },
  { key: 'unitId', entity: 'unit', label: 'forms.fill.unit' },
  { key: 'assetId', entity: 'asset', label: 'forms.fill.asset' },
] as const;

/**
 * A document, read-only (/finished_form/:id): the form of the version it was filled with, its header,
 * status (a draft links back to continue filling), score, photos shown and files downloadable.
 */
export function FinishedFormScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const { metadata } = useRuntime();
  const id = Number(props.params.id);
  const { data, failed } = useCommandData<DocumentAnswer>('ConsultarDocumento', { ID: id });
  if (failed) return <Alert severity="error">{t('forms.fill.loadDocumentError')}</Alert>;
  if (!data) return <FullPageSpinner />;
  const { DOCUMENTO: doc, MODELO: model } = data;
  const header = doc.header ?? {};
  const when = doc.finishedAt ?? doc.createdAt;
  const records = HEADER_RECORDS.filter((h) => header[h.key] !== undefined && header[h.key] !== null);
  return (
    <>
      <PageHeader
        title={header.title || model.name}
        subtitle={header.title ? model.name : t('forms.fill.documentNumber', { id: doc.id })}
        actions={
          !doc.finished && (
            <Button
              variant="contained"
              startIcon={<Edit />}
              component={RouterLink}
              to={`/form/view/${doc.formId}?document=${doc.id}`}
            >
              {t('forms.fill.continue')}
            </Button>
          )
        }
      />
      <Card component="section" aria-label={t('forms.fill.summary')} sx={{ p: 2, mb: 2 }}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
            alignItems: 'center',
            mb: records.length ? 1.5 : 0,
          }}
        >
          <Chip
            color={doc.finished ? 'success' : 'warning'}
            label={t(doc.finished ? 'forms.fill.statusFinished' : 'forms.fill.statusDraft')}
          />
          {doc.score !== null && doc.score !== undefined && (
            <Chip variant="outlined" color="primary" label={t('forms.fill.score', { score: doc.score })} />
          )}
          {when && (
            <Typography color="text.secondary" variant="body2">
              {t(doc.finished ? 'forms.fill.finishedAt' : 'forms.fill.savedAt', {
                date: new Date(when).toLocaleString(i18n.language),
              })}
            </Typography>
          )}
        </Box>
        {records.length > 0 && (
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 0.5, m: 0 }}
          >
            {records.map((h) => (
              <Box key={h.key} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {t(h.label)}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  <LookupLabel
                    entity={h.entity}
                    value={header[h.key]}
                    displayField={metadata.entities[h.entity]?.titleField ?? 'name'}
                  />
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </Card>
      <FormFiller model={model} values={doc.values} plans={doc.plans} readOnly />
    </>
  );
}
