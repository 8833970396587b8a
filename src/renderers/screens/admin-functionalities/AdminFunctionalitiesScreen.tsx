import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { CompanyPermissionsEditor } from './CompanyPermissionsEditor';
import { PlanFunctionalitiesGrid } from './PlanFunctionalitiesGrid';

/** The platform administrator's functionality levels: per plan (grid) and per company (overrides). */
export function AdminFunctionalitiesScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const [tab, setTab] = useState(0);
  return (
    <>
      <PageHeader title={title} />
      <Tabs
        value={tab}
        onChange={(_e, v: number) => setTab(v)}
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab label={t('admin.byPlan')} id="admin-tab-0" aria-controls="admin-panel-0" />
        <Tab label={t('admin.byCompany')} id="admin-tab-1" aria-controls="admin-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`}>
        {tab === 0 ? <PlanFunctionalitiesGrid /> : <CompanyPermissionsEditor />}
      </Box>
    </>
  );
}
