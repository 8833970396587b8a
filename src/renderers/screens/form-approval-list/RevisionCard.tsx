import RateReview from '@mui/icons-material/RateReviewOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { RevisionRow } from '../../../runtime/formApproval/FormRevision';
import { RevisionStateChip } from '../../components/form-approval/RevisionStateChip';
import { formatInstant } from '../../components/task-approval/formatInstant';

/** Where a revision is reviewed: its latest round. */
export const reviewPath = (row: { ID: number; ROUND: number }) =>
  `/form/approval/review/${row.ID}/${row.ROUND}`;

/**
 * One revision of the list: the form (opening the review), its state, round, author and date, flow,
 * approvals so far, deadline, and "Revisar" (waiting for the caller) or "Ver".
 */
export function RevisionCard(props: { row: RevisionRow }) {
  const { t, i18n } = useTranslation();
  const { row } = props;
  const path = reviewPath(row);
  const facts = [
    t('formApproval.list.round', { round: row.ROUND }),
    row.FLUXO_NOME || t('formApproval.list.defaultFlow'),
    row.ESTADO === 'in_review'
      ? t('formApproval.list.approvals', { count: row.APROVACOES, min: row.MINIMO })
      : null,
    row.ESTADO === 'in_review' && row.FINAL_PENDENTE ? t('formApproval.list.finalPending') : null,
    row.ESTADO === 'in_review' && row.PRAZO
      ? t('formApproval.list.deadline', { at: formatInstant(row.PRAZO, i18n.language) })
      : null,
  ].filter(Boolean);
  return (
    <Card component="li" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={path}
          variant="h6"
          sx={{ overflowWrap: 'anywhere', fontSize: '1.05rem', fontWeight: 600, minWidth: 0 }}
        >
          {row.MODELO_NOME}
        </Link>
        <RevisionStateChip state={row.ESTADO} late={row.ATRASADA} />
        {row.AGUARDANDO_MIM && (
          <Chip size="small" color="primary" label={t('formApproval.list.waitingForMe')} />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('formApproval.list.by', {
          author: row.AUTOR_NOME,
          at: formatInstant(row.CRIADA_EM, i18n.language),
        })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {facts.join(' · ')}
      </Typography>
      <Box>
        <Button
          size="small"
          variant={row.AGUARDANDO_MIM ? 'contained' : 'outlined'}
          startIcon={row.AGUARDANDO_MIM ? <RateReview /> : <Visibility />}
          component={RouterLink}
          to={path}
          aria-label={t(row.AGUARDANDO_MIM ? 'formApproval.list.openLabel' : 'formApproval.list.viewLabel', {
            name: row.MODELO_NOME,
          })}
        >
          {t(row.AGUARDANDO_MIM ? 'formApproval.list.open' : 'formApproval.list.view')}
        </Button>
      </Box>
    </Card>
  );
}
