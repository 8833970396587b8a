import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { RevisionDetail } from '../../../runtime/formApproval/FormRevision';
import { revisionHighlights } from '../../../runtime/formApproval/revisionHighlights';
import { diffFormModels } from '../../../runtime/forms/approval/diffFormModels';
import { VersionPreview } from './VersionPreview';

/**
 * The published and the proposed version side by side (stacked on phones), each as its preview with
 * what the revision added, removed or changed marked.
 */
export function VersionsCompare(props: { revision: RevisionDetail }) {
  const { t } = useTranslation();
  const { revision } = props;
  const marks = useMemo(
    () => revisionHighlights(diffFormModels(revision.MODELO_ANTIGO, revision.MODELO_NOVO)),
    [revision.MODELO_ANTIGO, revision.MODELO_NOVO],
  );
  return (
    <Box component="section" aria-labelledby="compare-title">
      <Typography id="compare-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('formApproval.review.compare')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <VersionPreview
          title={t('formApproval.review.oldVersion', { version: revision.VERSAO_ANTIGA })}
          model={revision.MODELO_ANTIGO}
          marks={marks.old}
          idPrefix="old-"
        />
        <VersionPreview
          title={t('formApproval.review.newVersion', { version: revision.VERSAO_NOVA })}
          model={revision.MODELO_NOVO}
          marks={marks.new}
          idPrefix="new-"
        />
      </Box>
    </Box>
  );
}
