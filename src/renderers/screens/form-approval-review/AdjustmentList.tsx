import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import type { RevisionAdjustment } from '../../../runtime/formApproval/FormRevision';
import { JustificationDialog } from '../../components/dialogs/JustificationDialog';

/**
 * The revision's adjustments in words, each with its reviewers' decisions (a rejection with its
 * justification) and, for a reviewer of an open round, "Aprovar ajuste" / "Rejeitar ajuste" (asking the
 * justification first).
 */
export function AdjustmentList(props: {
  adjustments: RevisionAdjustment[];
  canReview: boolean;
  busy: boolean;
  /** The caller's employee id: their own decision shows which button they chose. */
  userId: number | undefined;
  onDecide(id: string, decision: 'approved' | 'rejected', justification?: string): Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [rejecting, setRejecting] = useState<RevisionAdjustment | undefined>(undefined);
  if (!props.adjustments.length)
    return (
      <Typography color="text.secondary">
        {t('formApproval.review.adjustmentsCount', { count: 0 })}
      </Typography>
    );
  return (
    <>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {props.adjustments.map((adjustment) => {
          const mine = adjustment.DECISOES.find((d) => d.REVISOR_ID === props.userId)?.DECISAO;
          return (
            <Paper
              component="li"
              variant="outlined"
              key={adjustment.ID}
              sx={{ p: 1.5, display: 'grid', gap: 1 }}
            >
              <Typography sx={{ overflowWrap: 'anywhere' }}>{adjustment.TEXTO}</Typography>
              {adjustment.DECISOES.length > 0 && (
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
                  {adjustment.DECISOES.map((d) => (
                    <Box component="li" key={`${d.REVISOR_ID}-${d.EM}`} sx={{ overflowWrap: 'anywhere' }}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={d.DECISAO === 'approved' ? 'success' : 'error'}
                        label={t(`formApproval.review.decision.${d.DECISAO}`, { user: d.REVISOR_NOME })}
                      />
                      {d.JUSTIFICATIVA && (
                        <Typography component="span" variant="body2" sx={{ ml: 1, whiteSpace: 'pre-line' }}>
                          {t('approvalPages.justificationText', { text: d.JUSTIFICATIVA })}
                        </Typography>
                      )}
                    </Box>
                  ))}
                </Box>
              )}
              {props.canReview && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                  <Button
                    size="small"
                    color="success"
                    variant={mine === 'approved' ? 'contained' : 'outlined'}
                    startIcon={<Check />}
                    disabled={props.busy || mine === 'approved'}
                    aria-label={t('formApproval.review.approveAdjustmentLabel', { text: adjustment.TEXTO })}
                    onClick={() => void props.onDecide(adjustment.ID, 'approved')}
                  >
                    {t('formApproval.review.approveAdjustment')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    variant={mine === 'rejected' ? 'contained' : 'outlined'}
                    startIcon={<Close />}
                    disabled={props.busy}
                    aria-label={t('formApproval.review.rejectAdjustmentLabel', { text: adjustment.TEXTO })}
                    onClick={() => setRejecting(adjustment)}
                  >
                    {t('formApproval.review.rejectAdjustment')}
                  </Button>
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      <JustificationDialog
        open={rejecting !== undefined}
        title={t('formApproval.review.rejectTitle')}
        text={t('formApproval.review.rejectText', { text: rejecting?.TEXTO ?? '' })}
        label={t('formApproval.review.justification')}
        requiredMessage={t(errorMessageKey('REVISION_JUSTIFICATION_REQUIRED'))}
        submitLabel={t('formApproval.review.rejectConfirm')}
        submitColor="error"
        maxLength={4000}
        onCancel={() => setRejecting(undefined)}
        onSubmit={async (justification) => {
          if (!(await props.onDecide(rejecting!.ID, 'rejected', justification))) throw new Error('refused');
          setRejecting(undefined);
        }}
      />
    </>
  );
}
