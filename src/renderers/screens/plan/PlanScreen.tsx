import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { planFromBackend, type BackendPlan, type Plan } from '../../../runtime/plans/planFromBackend';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { planStatus } from '../../components/plan/planStatus';

const STATUS_COLOR = {
  trial: 'info',
  active: 'success',
  cancelled: 'warning',
  expired: 'error',
  blocked: 'error',
} as const;

/** The owner's plan (GetCompanyPlanFromBackend): name, state, licences, period and trial end, overdue days. */
export function PlanScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { data } = useCommandData<BackendPlan & { PLAN?: Plan; DAYS_TO_CANCEL?: number }>(
    'GetCompanyPlanFromBackend',
  );
  if (!data) return <FullPageSpinner />;
  const plan = data.PLAN ?? planFromBackend(data, data.DAYS_TO_CANCEL ?? 10);
  const status = planStatus(plan);
  const facts: Array<[string, string | number | null]> = [
    ['plan.usedLicenses', plan.usedLicenses],
    ['plan.paidLicenses', plan.paidLicenses],
    ['plan.freeLicenses', plan.freeLicenses],
    ['plan.periodEnd', plan.periodEnd],
    ...(plan.trial ? [['plan.trialEnd', plan.trialEndDate] as [string, string | null]] : []),
    ['plan.overdueDays', plan.paymentOverdueDays],
  ];
  return (
    <>
      <PageHeader title={title} />
      <Card sx={{ mb: 3 }}>
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <Typography color="text.secondary">{t('plan.current')}</Typography>
            <Typography variant="h2" component="p" data-testid="plan-name">
              {plan.name}
            </Typography>
          </Box>
          <Chip color={STATUS_COLOR[status]} label={t(`plan.status.${status}`)} data-testid="plan-status" />
        </CardContent>
      </Card>
      {plan.paymentOverdueDays > 0 && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {t('plan.overdueAlert', { days: plan.paymentOverdueDays })}
        </Alert>
      )}
      {plan.unfinishedSetup && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('plan.unfinishedSetup')}
        </Alert>
      )}
      <Card>
        <Box
          component="dl"
          sx={{
            m: 0,
            p: { xs: 2, sm: 3 },
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontSize: '1.125rem' }}>
                {value ?? '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      </Card>
    </>
  );
}
