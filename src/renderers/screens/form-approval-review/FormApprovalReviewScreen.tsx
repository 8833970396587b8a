import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useStore } from 'zustand';
import { canAccess } from '../../../runtime/access/canAccess';
import { createRevisionReviewController } from '../../../runtime/controllers/formRevision/createRevisionReviewController';
import { RevisionStateChip } from '../../components/form-approval/RevisionStateChip';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { useAccessContext } from '../../hooks/useAccessContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { AdjustmentList } from './AdjustmentList';
import { RevisionActions } from './RevisionActions';
import { RevisionChat } from './RevisionChat';
import { RevisionSummary } from './RevisionSummary';
import { VersionsCompare } from './VersionsCompare';

/**
 * /form/approval/review/:id/:history (docs/form-approval.md): one round (`history`) of a form revision.
 * Its adjustments in words with the decisions and, for a reviewer of the open round, approve/reject each
 * (a rejection asks why); approve or disapprove the whole revision, or give the final approval; the old
 * and the new version side by side (stacked on phones) with what changed marked; the rounds; the chat.
 * A past round, or a decided revision, is read-only.
 */
export function FormApprovalReviewScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const access = useAccessContext();
  const userId = useSession((s) => s.user?.id);
  const id = Number(props.params.id);
  const round = Number(props.params.history) || undefined;
  const store = useMemo(() => createRevisionReviewController({ command, id, round }), [command, id, round]);
  const { status, revision, messages, busy, published, decide, approve, reject, send } = useStore(store);
  useEffect(() => {
    void store.getState().load();
    void store.getState().loadMessages();
  }, [store]);

  const back = (
    <Button startIcon={<ArrowBack />} component={RouterLink} to="/form/approval">
      {t('formApproval.review.back')}
    </Button>
  );
  if (status === 'notFound') return <NotFound back="/form/approval" />;
  if (status === 'failed')
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert severity="error">{t('formApproval.review.loadError')}</Alert>
      </>
    );
  if (!revision) return <FullPageSpinner />;
  const r = revision;
  // The final approver may decide adjustments too (docs/form-approval.md).
  const canReview = (r.PODE_REVISAR || r.PODE_APROVAR_FINAL) && !r.SOMENTE_LEITURA;
  const canEditForm =
    r.ESTADO === 'disapproved' && canAccess({ functionality: 'MODEL', level: 'EDIT' }, access).ok;
  const mineApproved = r.APROVACOES.some((a) => a.REVISOR_ID === userId);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('formApproval.review.subtitle', {
          form: r.MODELO_NOME,
          old: r.VERSAO_ANTIGA,
          new: r.VERSAO_NOVA,
        })}
        actions={
          <>
            {back}
            {canEditForm && (
              <Button
                variant="outlined"
                startIcon={<Edit />}
                component={RouterLink}
                to={`/form/edit/${r.MODELO_ID}`}
              >
                {t('formApproval.review.editForm')}
              </Button>
            )}
            <RevisionActions revision={r} busy={busy} onApprove={approve} onReject={reject} />
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <RevisionStateChip state={r.ESTADO} late={r.ATRASADA} size="medium" />
          <Typography color="text.secondary">{t('formApproval.list.round', { round: r.ROUND })}</Typography>
        </Box>
        {published && <Alert severity="success">{t('formApproval.review.published')}</Alert>}
        {r.REPROVACAO && (
          <Alert severity="error">
            <Typography sx={{ fontWeight: 600 }}>
              {t('formApproval.review.disapproved', {
                user: r.REPROVACAO.REVISOR_NOME,
                at: formatInstant(r.REPROVACAO.EM, i18n.language),
              })}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {t('approvalPages.justificationText', { text: r.REPROVACAO.JUSTIFICATIVA })}
            </Typography>
          </Alert>
        )}
        {r.SOMENTE_LEITURA && r.ESTADO === 'in_review' && (
          <Alert severity="info">{t('formApproval.review.readOnly')}</Alert>
        )}
        {!r.SOMENTE_LEITURA && r.ESTADO === 'in_review' && !r.PODE_REVISAR && !r.PODE_APROVAR_FINAL && (
          <Alert severity="info">
            {t(mineApproved ? 'formApproval.review.alreadyApproved' : 'formApproval.review.notReviewer')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Card component="section" aria-labelledby="adjustments-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id="adjustments-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('formApproval.review.adjustments')}{' '}
              <Typography component="span" color="text.secondary">
                ({t('formApproval.review.adjustmentsCount', { count: r.AJUSTES.length })})
              </Typography>
            </Typography>
            <AdjustmentList
              adjustments={r.AJUSTES}
              canReview={canReview}
              busy={busy}
              userId={userId}
              onDecide={decide}
            />
          </Card>
          <Card component="section" aria-labelledby="summary-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Typography id="summary-title" variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t('formApproval.review.summary')}
            </Typography>
            <RevisionSummary revision={r} />
          </Card>
        </Box>
        <VersionsCompare revision={r} />
        {messages && <RevisionChat revision={r} messages={messages} userId={userId} onSend={send} />}
      </Box>
    </>
  );
}
