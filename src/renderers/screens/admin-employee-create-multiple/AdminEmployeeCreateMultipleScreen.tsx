import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LimitState } from '../../../runtime/plans/limitState';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { PreviewRow } from '../../components/spreadsheet/PreviewRow';
import type { RowError } from '../../components/spreadsheet/RowError';
import { SpreadsheetImport } from '../../components/spreadsheet/SpreadsheetImport';

/** The sheet's columns, in the order the page explains them and a header-less sheet gives them. */
const COLUMNS = ['name', 'surname', 'email', 'phone', 'role', 'password'] as const;

/**
 * The platform admin's bulk employee page (/admin/company/{id}/employee/create_multiple): a sheet of
 * employees (Nome, Sobrenome, E-mail, Telefone, Cargo, Senha) previewed and corrected, then created in
 * company {id} by AdminCriarColaboradores, all or nothing; refused rows show their problems, a lack of
 * licences says how many are free. Back to /admin once saved.
 */
export function AdminEmployeeCreateMultipleScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const companyId = Number(props.params.id);
  const { data: companies } = useCommandData<{ EMPRESAS: Array<{ id: number; name: string }> }>(
    'ConsultarTodasEmpresasUsuarias',
  );
  const company = companies?.EMPRESAS.find((c) => c.id === companyId);
  const title = t('employeeImport.title', { company: company?.name ?? `#${companyId}` });
  const columns = useMemo(
    () => COLUMNS.map((path) => ({ path, header: t(`employeeImport.columns.${path}`) })),
    [t],
  );
  const [licences, setLicences] = useState<{ free: number; count: number } | null>(null);
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(`${columns.map((c) => c.header).join(';')}\n`)}`;

  const save = async (rows: PreviewRow[]): Promise<RowError[]> => {
    setLicences(null);
    try {
      await command('AdminCriarColaboradores', {
        COMPANY_ID: companyId,
        ROWS: rows.map((row) => Object.fromEntries(COLUMNS.map((c) => [c, String(row[c] ?? '')]))),
      });
      void navigate('/admin');
      return [];
    } catch (error) {
      if (!(error instanceof CommandError)) return [];
      const limit = error.answer.LIMIT as LimitState | undefined;
      if (error.answer.LIMIT_KEY === 'licenses' && limit?.limit !== null && limit)
        setLicences({ free: Math.max(0, limit.limit! - limit.limitUsed), count: rows.length });
      return Array.isArray(error.answer.ROW_ERRORS) ? (error.answer.ROW_ERRORS as RowError[]) : [];
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to="/admin">
            {t('common.back')}
          </Button>
        }
      />
      <Card sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography>{t('employeeImport.intro')}</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {columns.map((c) => (
            <li key={c.path}>
              <strong>{c.header}</strong>: {t(`employeeImport.help.${c.path}`)}
            </li>
          ))}
        </Box>
        <Typography color="text.secondary">{t('employeeImport.licences')}</Typography>
        <Box>
          <Button size="small" startIcon={<Download />} href={template} download="colaboradores.csv">
            {t('employeeImport.template')}
          </Button>
        </Box>
        {licences && <Alert severity="warning">{t('employeeImport.noLicences', licences)}</Alert>}
        <SpreadsheetImport columns={columns} label={t('employeeImport.preview')} save={save} />
      </Card>
    </>
  );
}
