// Hand-written, not the generic entity list (issue 12 looked): employees are not a metadata entity on
// the server (ListarColaboradores / AlterarStatusColaborador, not ListEntities / DeleteEntity), rows
// are deactivated and reactivated rather than deleted, and the page also holds the invites (countdown,
// resend) and the rotary users, tabs the generic list has no place for (e2e employees.spec.ts).
import Add from '@mui/icons-material/Add';
import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { PageHeader } from '../../components/PageHeader';
import { useAccessContext } from '../../hooks/useAccessContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { EmployeesGrid } from './EmployeesGrid';
import { InviteDialog } from './InviteDialog';
import { InvitesPanel } from './InvitesPanel';
import { RotaryPanel } from './RotaryPanel';

const TABS = ['employees', 'invites', 'rotary'] as const;
type TabKey = (typeof TABS)[number];

/**
 * The company's employees (`/employees`): the list (MUI X DataGrid), the pending invites with their
 * countdown, and the shared (rotary) sub-users, one tab each (kept in `?tab=`). Editors (EMPLOYEE EDIT)
 * also get "Novo colaborador" and "Convidar".
 */
export function EmployeeListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const ctx = useAccessContext();
  const canEdit = canAccess({ functionality: 'EMPLOYEE', level: 'EDIT' }, ctx).ok;
  const [search, setSearch] = useSearchParams();
  const tab: TabKey = TABS.find((k) => k === search.get('tab')) ?? 'employees';
  const [inviting, setInviting] = useState(false);
  const [invitesVersion, setInvitesVersion] = useState(0);

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canEdit && (
            <>
              <Button variant="outlined" startIcon={<Send />} onClick={() => setInviting(true)}>
                {t('employeePages.invite')}
              </Button>
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/employee/new">
                {t('employeePages.new')}
              </Button>
            </>
          )
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: TabKey) =>
            setSearch(value === 'employees' ? {} : { tab: value }, { replace: true })
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('employeePages.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {TABS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`employeePages.tab.${key}`)}
              id={`tab-${key}`}
              aria-controls={`panel-${key}`}
            />
          ))}
        </Tabs>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'employees' && <EmployeesGrid canEdit={canEdit} />}
          {tab === 'invites' && <InvitesPanel canEdit={canEdit} version={invitesVersion} />}
          {tab === 'rotary' && <RotaryPanel canEdit={canEdit} />}
        </div>
      </Card>
      {inviting && (
        <InviteDialog
          onClose={(sent) => {
            setInviting(false);
            if (sent) {
              setInvitesVersion((v) => v + 1);
              setSearch({ tab: 'invites' }, { replace: true });
            }
          }}
        />
      )}
    </>
  );
}
