import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { isCompanyOwner } from '../../../runtime/access/canAccess';
import { CenteredMessage } from '../../components/CenteredMessage';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSession } from '../../hooks/useSession';
import { useSignOut } from '../../hooks/useSignOut';
import type { ScreenProps } from '../ScreenProps';
import { planStatus } from '../../components/plan/planStatus';

const MESSAGE = {
  expired: 'errors.TRIAL_EXPIRED',
  cancelled: 'errors.PLAN_CANCELLED',
  blocked: 'errors.ACCOUNT_BLOCKED',
  trial: 'errors.PLAN_BLOCKED',
  active: 'errors.PLAN_BLOCKED',
} as const;

/**
 * Where a blocked plan leads (spec 000 sections 2 and 8): why (trial expired, plan cancelled, account
 * blocked) and to tell the person responsible; the owner gets a link to the plan page.
 */
export function PlanSubscriptionErrorScreen(props: ScreenProps) {
  const { t } = useTranslation();
  usePageTitle(props.route.title);
  const plan = useSession((s) => s.plan);
  const user = useSession((s) => s.user);
  const signOut = useSignOut();
  const status = plan ? planStatus(plan) : 'blocked';
  const owner = user ? isCompanyOwner(user) : false;
  return (
    <CenteredMessage
      icon={<Block color="error" sx={{ fontSize: 48 }} />}
      title={t('subscription.title')}
      text={`${t(MESSAGE[status])}. ${t(owner ? 'subscription.ownerText' : 'subscription.contactText', {
        owner: user?.ownerName ?? '',
        email: user?.ownerEmail ?? '',
      })}`}
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {owner && (
            <Button variant="contained" component={RouterLink} to="/plan">
              {t('subscription.seePlan')}
            </Button>
          )}
          {user && (
            <Button variant="outlined" onClick={() => void signOut()}>
              {t('menu.logout')}
            </Button>
          )}
        </Stack>
      }
    />
  );
}
