import Settings from '@mui/icons-material/SettingsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import type { RevisionListAnswer } from '../../../runtime/formApproval/FormRevision';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { RevisionCard } from './RevisionCard';
import { RevisionCounts } from './RevisionCounts';
import { RevisionFilters } from './RevisionFilters';
import { useFilterOptions } from './useFilterOptions';
import { readRevisionQuery, writeRevisionQuery, type RevisionQuery } from './revisionQuery';

const PAGE_SIZE = 25;

/**
 * /form/approval (docs/form-approval.md): the company's form revisions counted (waiting for me, in
 * review, late, approved, disapproved), then those waiting for the caller or all of them, filtered by
 * state, form, flow, author and late, newest first and paged (ConsultarRevisoesModelo). Each row opens
 * its review. The query lives in the address, so coming back from a review shows the same page.
 */
export function FormApprovalListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const access = useAccessContext();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readRevisionQuery(params), [params]);
  const go = (next: RevisionQuery) => setParams(writeRevisionQuery(next));
  const { data, failed } = useCommandData<RevisionListAnswer>('ConsultarRevisoesModelo', {
    FILTRO: { ...query.filter, ...(query.tab === 'mine' ? { PARA_MIM: true } : {}) },
    PAGINA: query.page,
    TAMANHO: PAGE_SIZE,
  });
  const options = useFilterOptions();
  const canConfigure = canAccess({ functionality: 'MODEL_APPROVAL', level: 'EDIT' }, access).ok;
  const pages = data ? Math.max(1, Math.ceil(data.TOTAL / PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={data ? t('formApproval.list.results', { count: data.TOTAL }) : undefined}
        actions={
          canConfigure && (
            <Button
              variant="outlined"
              startIcon={<Settings />}
              component={RouterLink}
              to="/form/approval/flow/config"
            >
              {t('formApproval.list.config')}
            </Button>
          )
        }
      />
      {data && <RevisionCounts counts={data.CONTAGEM} onOpen={go} />}
      <Tabs
        value={query.tab}
        onChange={(_e, tab: 'mine' | 'all') => go({ ...query, tab, page: 1 })}
        variant="fullWidth"
        aria-label={t('formApproval.list.tabs')}
        sx={{ mb: 2, maxWidth: 640 }}
      >
        <Tab value="mine" label={t('formApproval.list.mine')} />
        <Tab value="all" label={t('formApproval.list.all')} />
      </Tabs>
      <RevisionFilters
        filter={query.filter}
        forms={options.forms}
        flows={options.flows}
        authors={options.authors}
        onChange={(filter) => go({ ...query, filter, page: 1 })}
      />
      {failed && <Alert severity="error">{t('formApproval.list.loadError')}</Alert>}
      {!data && !failed && <FullPageSpinner />}
      {data && !data.REVISOES.length && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('formApproval.list.none')}
        </Typography>
      )}
      <Box
        component="ul"
        aria-label={t('formApproval.list.rowsLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {data?.REVISOES.map((row) => (
          <RevisionCard key={row.ID} row={row} />
        ))}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={Math.min(query.page, pages)}
            siblingCount={0}
            onChange={(_event, page) => go({ ...query, page })}
            getItemAriaLabel={(type, n) =>
              type === 'page' ? t('formApproval.list.page', { page: n }) : t(`formApproval.list.${type}Page`)
            }
          />
        </Box>
      )}
    </>
  );
}
