import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { LookupLabel } from '../LookupLabel';
import { FormFiller } from '../../forms/fill';
import { useRuntime } from '../../hooks/useRuntime';
import type { DocumentAnswer } from './DocumentAnswer';

const HEADER_RECORDS = [
  { key: 'clientId', entity: 'client', label: 'forms.fill.client' },
  { key: 'unitId', entity: 'unit', label: 'forms.fill.unit' },
  { key: 'assetId', entity: 'asset', label: 'forms.fill.asset' },
] as const;

/**
 * A stored document read-only: its status (finished or draft), score, date and header records, then the
 * form of the version it was filled with (photos shown, files downloadable). The finished document page
 * and the task view's document tab show documents through it.
 *
 * @example <FinishedDocument document={answer.DOCUMENTO} model={answer.MODELO} />
 */
export function FinishedDocument(props: {
  document: DocumentAnswer['DOCUMENTO'];
  model: DocumentAnswer['MODELO'];
}) {
  const { t, i18n } = useTranslation();
  const { metadata } = useRuntime();
  const { document: doc, model } = props;
  const header = doc.header ?? {};
  const when = doc.finishedAt ?? doc.createdAt;
  const records = HEADER_RECORDS.filter((h) => header[h.key] !== undefined && header[h.key] !== null);
  return (
    <>
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
