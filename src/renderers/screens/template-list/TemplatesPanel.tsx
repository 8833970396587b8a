import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { RecordTable } from '../../components/crud/RecordTable';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import type { TemplateSummary } from '../../components/templates/TemplateSummary';

/** The templates by order: name (to edit), category, code, the use-template link to share, delete. */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { busy, run } = useCommandAction();
  const { data, reload } = useCommandData<{ TEMPLATES: TemplateSummary[] }>('ListarTemplates');
  const remove = async (id: number) => {
    if (await run('ExcluirTemplate', { ID: id }, { silentOnSuccess: true })) reload();
  };
  return (
    <RecordTable
      label={t('templatePages.templates')}
      rows={data?.TEMPLATES}
      empty={t('templatePages.none')}
      rowName={(template) => template.name}
      columns={[
        {
          header: t('templatePages.name'),
          cell: (template) => (
            <>
              <Link component={RouterLink} to={`/template/edit/${template.id}`} sx={{ fontWeight: 600 }}>
                {template.name}
              </Link>
              {template.abstract && (
                <Typography variant="body2" color="text.secondary">
                  {template.abstract}
                </Typography>
              )}
            </>
          ),
        },
        {
          header: t('templatePages.category'),
          cell: (template) => template.category ?? '—',
          hideBelow: 'sm',
        },
        { header: t('templatePages.code'), cell: (template) => template.code, hideBelow: 'md' },
      ]}
      actionsHeader={t('employeePages.actions')}
      actions={(template) => [
        {
          label: t('templatePages.link'),
          to: `/use-template/${template.id}/${encodeURIComponent(template.name)}`,
        },
        {
          label: t('employeePages.delete'),
          ariaLabel: t('templatePages.deleteOf', { name: template.name }),
          danger: true,
          disabled: busy,
          onClick: () => void remove(template.id),
        },
      ]}
    />
  );
}
