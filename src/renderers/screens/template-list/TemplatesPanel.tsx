import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { TemplateSummary } from '../../components/templates/TemplateSummary';

/** The templates by order: name (to edit), category, code, the use-template link to share, delete. */
export function TemplatesPanel() {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { data, reload } = useCommandData<{ TEMPLATES: TemplateSummary[] }>('ListarTemplates');
  const [busy, setBusy] = useState(false);
  const remove = async (id: number) => {
    setBusy(true);
    try {
      await command('ExcluirTemplate', { ID: id }, { silentOnSuccess: true });
      reload();
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(false);
    }
  };
  if (!data) return <FullPageSpinner />;
  if (!data.TEMPLATES.length)
    return (
      <Typography color="text.secondary" sx={{ p: 3 }}>
        {t('templatePages.none')}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table aria-label={t('templatePages.templates')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('templatePages.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('templatePages.category')}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {t('templatePages.code')}
            </TableCell>
            <TableCell align="right">{t('employeePages.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.TEMPLATES.map((template) => (
            <TableRow key={template.id}>
              <TableCell>
                <Link component={RouterLink} to={`/template/edit/${template.id}`} sx={{ fontWeight: 600 }}>
                  {template.name}
                </Link>
                {template.abstract && (
                  <Typography variant="body2" color="text.secondary">
                    {template.abstract}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {template.category ?? '—'}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{template.code}</TableCell>
              <TableCell align="right">
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'flex-end' }}>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/use-template/${template.id}/${encodeURIComponent(template.name)}`}
                  >
                    {t('templatePages.link')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    disabled={busy}
                    onClick={() => void remove(template.id)}
                    aria-label={t('templatePages.deleteOf', { name: template.name })}
                  >
                    {t('employeePages.delete')}
                  </Button>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
