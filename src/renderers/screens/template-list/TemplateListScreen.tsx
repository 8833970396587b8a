// Hand-written, not the generic entity list (issue 12 looked): templates belong to the template company
// (role-only route) and are served by ListarTemplates / ListarCategoriasTemplate, not ListEntities; the
// page pairs them with the category tree (create, edit, delete, parent) in a second tab, which the
// generic list cannot hold (e2e employees.spec.ts, the template-company journey).
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { CategoriesPanel } from './CategoriesPanel';
import { TemplatesPanel } from './TemplatesPanel';

/**
 * The template company's templates and template categories (`/templates`, role templateCompany), one tab
 * each (`?tab=categories`). Templates are copied into companies by the use-template links.
 */
export function TemplateListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'categories' ? 'categories' : 'templates';
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/template/new">
            {t('templatePages.new')}
          </Button>
        }
      />
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: string) =>
            setSearch(value === 'templates' ? {} : { tab: value }, { replace: true })
          }
          aria-label={t('templatePages.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab
            value="templates"
            label={t('templatePages.templates')}
            id="tab-templates"
            aria-controls="panel-templates"
          />
          <Tab
            value="categories"
            label={t('templatePages.categories')}
            id="tab-categories"
            aria-controls="panel-categories"
          />
        </Tabs>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'templates' ? <TemplatesPanel /> : <CategoriesPanel />}
        </div>
      </Card>
    </>
  );
}
