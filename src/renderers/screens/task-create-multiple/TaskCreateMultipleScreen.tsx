import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { LimitEntry } from '../../../runtime/access/AccessContext';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { UpsellDialog } from '../../components/UpsellDialog';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { exportTable } from '../../components/spreadsheet/exportTable';
import type { PreviewRow } from '../../components/spreadsheet/PreviewRow';
import type { RowError } from '../../components/spreadsheet/RowError';
import { SpreadsheetImport } from '../../components/spreadsheet/SpreadsheetImport';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { resolveTaskRows } from './resolveTaskRows';
import { taskSheetColumns } from './taskSheetColumns';

type OptionsAnswer = {
  MODELOS: TaskFormOptions['forms'];
  OPCOES_ACESSO: Omit<TaskFormOptions, 'forms'>;
};

/**
 * /task/create_multiple and /task/create_multiple_recurrent: tasks typed in a grid or read from a
 * spreadsheet (the entity pages' SpreadsheetImport: preview, corrections, per-row errors), form and
 * responsible picked by name, dates dd/MM/yyyy. Names become ids here (resolveTaskRows), then
 * SalvarAtividades or SalvarAtividadesRecorrentes creates all rows or none; a batch over the plan's
 * `multipleActivities` opens the upsell. A template spreadsheet has the columns. Saved: back to /tasks.
 */
export function TaskCreateMultipleScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, metadata } = useRuntime();
  const navigate = useNavigate();
  const recurrent = props.route.path.endsWith('_recurrent');
  const limit = useSession((s) => s.limits?.multipleActivities);
  const { data: options } = useCommandData<OptionsAnswer>('ListarModelos', { OPCOES_ACESSO: true });
  // Full names, as resolveTaskRows finds them (ListarModelos' employees carry first names only).
  const { data: employees } = useCommandData<{ ITEMS: Array<{ id: number; name: string }> }>('ListEntities', {
    ENTITY: 'employee',
    PAGE: 1,
    PAGE_SIZE: 200,
  });
  const [upsell, setUpsell] = useState<LimitEntry | undefined>(undefined);

  const columns = useMemo(
    () =>
      options &&
      employees &&
      taskSheetColumns(recurrent, (k) => t(k), {
        form: options.MODELOS.map((f) => f.name),
        responsible: [...employees.ITEMS, ...options.OPCOES_ACESSO.squads].map((o) => o.name),
      }),
    [options, employees, recurrent, t],
  );

  const save = async (rows: PreviewRow[]): Promise<RowError[]> => {
    if (!options) return [];
    const { items, errors } = await resolveTaskRows(rows, recurrent, {
      forms: options.MODELOS,
      squads: options.OPCOES_ACESSO.squads,
      command,
      t: (k, v) => t(k, v),
      titleFields: {
        client: metadata.entities.client?.titleField ?? 'name',
        unit: metadata.entities.unit?.titleField ?? 'title',
      },
    });
    if (errors.length) return errors;
    try {
      if (recurrent) await command('SalvarAtividadesRecorrentes', { FUSO: localOffset(), ITENS: items });
      else await command('SalvarAtividades', { FUSO: localOffset(), ATIVIDADES: items });
      void navigate('/tasks');
      return [];
    } catch (error) {
      if (!(error instanceof CommandError)) return [];
      if (error.code === 'PLAN_LIMIT_REACHED')
        setUpsell((error.answer.LIMIT as LimitEntry | undefined) ?? {});
      return Array.isArray(error.answer.ROW_ERRORS) ? (error.answer.ROW_ERRORS as RowError[]) : [];
    }
  };

  const template = () =>
    void exportTable(
      { headers: (columns ?? []).map((c) => c.header), rows: [] },
      t(recurrent ? 'taskMultiple.templateFileRecurrent' : 'taskMultiple.templateFile').replace(
        /\.xlsx$/,
        '',
      ),
      'xlsx',
    );

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Button component={RouterLink} to="/tasks">
            {t('common.back')}
          </Button>
        }
      />
      {!columns ? (
        <FullPageSpinner />
      ) : (
        <Card sx={{ p: 2, display: 'grid', gap: 2, minWidth: 0 }}>
          <Typography>{t(recurrent ? 'taskMultiple.introRecurrent' : 'taskMultiple.intro')}</Typography>
          {recurrent && <Typography>{t('taskMultiple.intro')}</Typography>}
          <Typography color="text.secondary">
            {limit?.limit === null || limit?.limit === undefined
              ? t('taskMultiple.limitUnlimited')
              : t('taskMultiple.limit', { count: limit.limit })}
          </Typography>
          <Box>
            <Button size="small" startIcon={<Download />} onClick={template}>
              {t('taskMultiple.template')}
            </Button>
          </Box>
          <SpreadsheetImport columns={columns} label={t('taskMultiple.preview')} save={save} manualEntry />
        </Card>
      )}
      <UpsellDialog
        open={upsell !== undefined}
        limitKey="multipleActivities"
        limit={upsell}
        onClose={() => setUpsell(undefined)}
      />
    </>
  );
}
