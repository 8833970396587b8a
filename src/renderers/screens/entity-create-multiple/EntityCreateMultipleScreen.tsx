import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { importColumns, importRow } from '../../../runtime/entities/importColumns';
import { normalizeEntityData } from '../../../runtime/entities/normalizeEntityData';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { useEntityMeta } from '../../hooks/useEntityMeta';
import { useEntityPaths } from '../../hooks/useEntityPaths';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { PreviewRow } from '../../components/spreadsheet/PreviewRow';
import type { RowError } from '../../components/spreadsheet/RowError';
import { SpreadsheetImport } from '../../components/spreadsheet/SpreadsheetImport';

/**
 * Creates many records of an entity from a spreadsheet (xlsx or csv, header row first, the metadata's
 * createMultiple columns): a preview whose cells can be corrected, SaveEntities all-or-nothing, and
 * each refused row's 'linha x, campo y' shown beside it; nothing is saved while any row fails.
 * On an admin route (/admin/company/{id}/<entity>/create_multiple) the rows go to company {id} through
 * AdminSaveEntities, and the page names that company.
 */
export function EntityCreateMultipleScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const entity = useEntityMeta(props.route);
  const routeTitle = usePageTitle(props.route.title);
  const { command } = useRuntime();
  const navigate = useNavigate();
  const entityPaths = useEntityPaths(entity);
  const routeParams = useParams();
  const companyId = props.route.admin ? Number(routeParams.id) : undefined;
  const paths = companyId ? { list: '/admin' } : entityPaths;
  const { data: companies } = useCommandData<{ EMPRESAS: Array<{ id: number; name: string }> }>(
    'ConsultarTodasEmpresasUsuarias',
    {},
    !companyId,
  );
  const company = companies?.EMPRESAS.find((c) => c.id === companyId);
  const columns = useMemo(() => importColumns(entity, (k) => t(k)), [entity, t]);
  const title = companyId
    ? t('entityPages.createMultipleForCompany', {
        entity: t(entity.pluralLabel),
        company: company?.name ?? `#${companyId}`,
      })
    : props.route.title === entity.label
      ? t('entityPages.createMultipleTitle', { entity: t(entity.pluralLabel) })
      : routeTitle;

  const save = async (rows: PreviewRow[]): Promise<RowError[]> => {
    try {
      const data = rows.map((row) =>
        normalizeEntityData(
          importRow(
            columns,
            columns.map((c) => String(row[c.path] ?? '')),
            (k) => t(k),
          ),
        ),
      );
      if (companyId)
        await command('AdminSaveEntities', { COMPANY_ID: companyId, ENTITY: entity.name, ROWS: data });
      else await command('SaveEntities', { ENTITY: entity.name, ROWS: data });
      void navigate(paths.list ?? '/');
      return [];
    } catch (error) {
      if (error instanceof CommandError && Array.isArray(error.answer.ROW_ERRORS))
        return error.answer.ROW_ERRORS as RowError[];
      return [];
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        actions={
          paths.list && (
            <Button component={RouterLink} to={paths.list}>
              {t('common.back')}
            </Button>
          )
        }
      />
      <Card sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography>
          {t('entityPages.createMultipleIntro', { columns: columns.map((c) => c.header).join(', ') })}
        </Typography>
        <SpreadsheetImport columns={columns} label={title} save={save} />
      </Card>
    </>
  );
}
