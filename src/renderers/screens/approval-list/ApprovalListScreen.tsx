import Chat from '@mui/icons-material/ChatOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { ApprovalActions } from '../../components/task-approval/ApprovalActions';
import { formatInstant } from '../../components/task-approval/formatInstant';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import type { ScreenProps } from '../ScreenProps';

const PAGE_SIZE = 20;

/** One task waiting for approval, as ConsultarAprovacoes lists it. */
interface PendingApproval {
  id: number;
  title: string;
  formName: string | null;
  responsible: { kind: string; code: string | null; name: string | null };
  dueAt: string | null;
  finishedAt: string | null;
  urgent: boolean;
  fillDistanceMeters: number | null;
  outOfAreaJustification: string | null;
}

/**
 * The tasks waiting for the caller's approval (/approval, ConsultarAprovacoes: finished, pending, the
 * caller an approver; oldest finish first), paged: title, responsible, form, when finished, where it was
 * filled (distance, out-of-area justification); each with "Ver", "Aprovar" (confirmed as irreversible),
 * "Reprovar" (with its justification) and "Conversa".
 */
export function ApprovalListScreen(props: ScreenProps) {
  const { t, i18n } = useTranslation();
  const access = useAccessContext();
  const [page, setPage] = useState(1);
  const { data, failed, reload } = useCommandData<{ ITEMS: PendingApproval[]; TOTAL: number }>(
    'ConsultarAprovacoes',
    { PAGE: page, PAGE_SIZE },
  );
  const canDecide = canAccess({ functionality: 'TASK_APPROVAL', level: 'EDIT' }, access).ok;
  const decided = () => {
    // The last item of a page gone: show the page before.
    if (data && data.ITEMS.length === 1 && page > 1) setPage(page - 1);
    else reload();
  };
  const pages = data ? Math.max(1, Math.ceil(data.TOTAL / PAGE_SIZE)) : 1;
  return (
    <>
      <PageHeader
        title={t(props.route.title)}
        subtitle={data ? t('approvalPages.waiting', { count: data.TOTAL }) : undefined}
      />
      {failed && <Alert severity="error">{t('approvalPages.loadError')}</Alert>}
      {!data && !failed && <FullPageSpinner />}
      {data && !data.ITEMS.length && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('approvalPages.none')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t(props.route.title)}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {data?.ITEMS.map((item) => (
          <Card component="li" key={item.id} sx={{ p: { xs: 1.5, sm: 2 } }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Link
                component={RouterLink}
                to={`/task/view/${item.id}`}
                variant="h6"
                sx={{ overflowWrap: 'anywhere', fontSize: '1.05rem', fontWeight: 600 }}
              >
                {item.title}
              </Link>
              {item.urgent && (
                <Chip size="small" color="error" variant="outlined" label={t('taskView.urgent')} />
              )}
            </Box>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                gap: 0.25,
                my: 1,
                '& dd': { m: 0, mb: { xs: 0.75, sm: 0 }, overflowWrap: 'anywhere' },
              }}
            >
              <Typography component="dt" color="text.secondary">
                {t('tasks.fields.responsible')}
              </Typography>
              <Typography component="dd">{item.responsible.name ?? item.responsible.code ?? '—'}</Typography>
              <Typography component="dt" color="text.secondary">
                {t('taskView.form')}
              </Typography>
              <Typography component="dd">{item.formName ?? '—'}</Typography>
              <Typography component="dt" color="text.secondary">
                {t('taskView.finishedAt')}
              </Typography>
              <Typography component="dd">{formatInstant(item.finishedAt, i18n.language) || '—'}</Typography>
              {item.fillDistanceMeters !== null && (
                <>
                  <Typography component="dt" color="text.secondary">
                    {t('approvalPages.filledAt')}
                  </Typography>
                  <Typography component="dd">
                    {t('approvalPages.distance', { meters: item.fillDistanceMeters })}
                  </Typography>
                </>
              )}
              {item.outOfAreaJustification && (
                <>
                  <Typography component="dt" color="warning.main">
                    {t('approvalPages.outOfArea')}
                  </Typography>
                  <Typography component="dd" sx={{ whiteSpace: 'pre-line' }}>
                    {item.outOfAreaJustification}
                  </Typography>
                </>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<Visibility />}
                component={RouterLink}
                to={`/task/view/${item.id}`}
                aria-label={t('approvalPages.viewTask', { title: item.title })}
              >
                {t('approvalPages.view')}
              </Button>
              {canDecide && (
                <ApprovalActions size="small" taskId={item.id} title={item.title} onDecided={decided} />
              )}
              <Button
                size="small"
                startIcon={<Chat />}
                component={RouterLink}
                to={`/approval/chat/${item.id}`}
                aria-label={t('approvalPages.chatOf', { title: item.title })}
              >
                {t('approvalPages.chat')}
              </Button>
            </Box>
          </Card>
        ))}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => setPage(next)}
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('approvalPages.page', { page: n }) : t(`approvalPages.${type}Page`)
            }
          />
        </Box>
      )}
    </>
  );
}
