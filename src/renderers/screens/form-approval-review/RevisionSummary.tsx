import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { RevisionDetail } from '../../../runtime/formApproval/FormRevision';
import { DefinitionList } from '../../components/DefinitionList';
import { formatInstant } from '../../components/task-approval/formatInstant';

/**
 * What the revision is: flow, author, when sent, deadline, approvals so far (and who), the final approver,
 * and its rounds as links (the round shown marked as current).
 */
export function RevisionSummary(props: { revision: RevisionDetail }) {
  const { t, i18n } = useTranslation();
  const r = props.revision;
  const at = (iso: string | null) => formatInstant(iso, i18n.language);
  const approvedBy = r.APROVACOES.map((a) => a.REVISOR_NOME).join(', ');
  const rows: Array<[string, string]> = [
    [t('formApproval.review.flow'), r.FLUXO.NOME || t('formApproval.list.defaultFlow')],
    [t('formApproval.review.author'), r.AUTOR.NOME],
    [t('formApproval.review.createdAt'), at(r.CRIADA_EM)],
    [t('formApproval.review.deadline'), r.PRAZO ? at(r.PRAZO) : t('formApproval.review.noDeadline')],
    [
      t('formApproval.review.approvals'),
      t('formApproval.review.approvalsOf', {
        count: r.APROVACOES.filter((a) => !a.FINAL).length,
        min: r.FLUXO.MINIMO,
      }) + (approvedBy ? ` · ${approvedBy}` : ''),
    ],
  ];
  if (r.FLUXO.FINAL) rows.push([t('formApproval.review.finalApprover'), r.FLUXO.FINAL.name]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DefinitionList rows={rows} labelWidth={160} />
      {r.ROUNDS > 1 && (
        <Box component="nav" aria-labelledby="rounds-title">
          <Typography id="rounds-title" variant="subtitle2" component="h2" sx={{ mb: 0.5 }}>
            {t('formApproval.review.rounds')}
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            {Array.from({ length: r.ROUNDS }, (_v, i) => i + 1).map((round) => (
              <li key={round}>
                <Button
                  size="small"
                  variant={round === r.ROUND ? 'contained' : 'outlined'}
                  component={RouterLink}
                  to={`/form/approval/review/${r.ID}/${round}`}
                  aria-current={round === r.ROUND ? 'page' : undefined}
                >
                  {t('formApproval.review.roundLink', { round })}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
