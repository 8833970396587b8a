import Edit from '@mui/icons-material/EditOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { shownApproval } from '../../../runtime/tasks/shownApproval';
import { Link as RouterLink } from 'react-router';
import { canAccess } from '../../../runtime/access/canAccess';
import { formatTaskDate } from '../../../runtime/tasks/formatTaskDate';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { TaskStateChip } from '../../components/tasks';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import type { TaskFormOptions } from '../../../runtime/controllers/taskForm/TaskFormOptions';
import { RecurrenceDetails } from './RecurrenceDetails';
import type { StoredTaskFields, StoredTemplate } from './TaskDetailsData';
import { TaskSummary } from './TaskSummary';

/** How often a template whose first occurrences are still being created is read again. */
const GENERATION_POLL_MS = 3000;

type OptionsAnswer = {
  MODELOS: TaskFormOptions['forms'];
  OPCOES_ACESSO: Omit<TaskFormOptions, 'forms'>;
};

/**
 * /task/details/{id}/{recurrent}: a read-only summary of a task (recurrent 0, ConsultarAtividade) or a
 * recurrent template (1, ConsultarAtividadeRecorrente) with every field named, its state chip, and for a
 * template the rule in words, the next occurrences, the created ones (links to /task/view/{id}) and
 * "Parar recorrência" (ExcluirAtividadeRecorrente, after a confirmation). "Editar" shows to TASK EDIT
 * users (canAccess), "Ver" opens a task's page.
 */
export function TaskDetailsScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const routeTitle = usePageTitle(props.route.title);
  const id = Number(props.params.id);
  const recurrent = props.params.recurrent === '1';
  const canEdit = canAccess({ functionality: 'TASK', level: 'EDIT' }, useAccessContext()).ok;
  const today = useMemo(() => zonedDateTime.toLocal(new Date(), localOffset()).date, []);
  const fuso = useMemo(() => localOffset(), []);
  const task = useCommandData<{ ATIVIDADE: StoredTaskFields }>(
    'ConsultarAtividade',
    { ID: id, FUSO: fuso },
    recurrent,
    { showsNotFound: true },
  );
  const template = useCommandData<StoredTemplate>('ConsultarAtividadeRecorrente', { ID: id }, !recurrent, {
    showsNotFound: true,
  });
  const { data: options } = useCommandData<OptionsAnswer>('ListarModelos', { OPCOES_ACESSO: true });
  const [confirming, setConfirming] = useState(false);
  const [stopping, setStopping] = useState(false);

  const stored = recurrent ? template.data?.RECORRENTE : task.data?.ATIVIDADE;
  const failed = recurrent ? template.failed : task.failed;
  const notFound = recurrent ? template.notFound : task.notFound;
  const generating = !!template.data?.RECORRENTE.active && template.data.RECORRENTE.generatedUntil === null;
  const reloadTemplate = template.reload;
  useEffect(() => {
    if (!generating) return;
    const timer = setTimeout(reloadTemplate, GENERATION_POLL_MS);
    return () => clearTimeout(timer);
  }, [generating, reloadTemplate, template.data]);

  const stop = async () => {
    setStopping(true);
    try {
      await command('ExcluirAtividadeRecorrente', { ID: id }, { silentOnSuccess: true });
      setConfirming(false);
      template.reload();
    } catch {
      // The adapter showed why.
    } finally {
      setStopping(false);
    }
  };

  const formOptions = options && { forms: options.MODELOS, ...options.OPCOES_ACESSO };
  const fields = recurrent ? template.data?.RECORRENTE.ATIVIDADE : task.data?.ATIVIDADE;
  const active = template.data?.RECORRENTE.active ?? false;
  const editable = recurrent
    ? active
    : ['planned', 'in_progress'].includes(task.data?.ATIVIDADE.status ?? '');
  const actions = (
    <>
      {!recurrent && (
        <Button component={RouterLink} to={`/task/view/${id}`} startIcon={<Visibility />}>
          {t('taskDetails.view')}
        </Button>
      )}
      {recurrent && active && canEdit && (
        <Button color="error" onClick={() => setConfirming(true)}>
          {t('taskDetails.stop')}
        </Button>
      )}
      {canEdit && stored && editable && (
        <Button
          component={RouterLink}
          to={`/task/edit/${id}/${recurrent ? 1 : 0}`}
          variant="contained"
          startIcon={<Edit />}
        >
          {t('taskDetails.edit')}
        </Button>
      )}
    </>
  );
  const header = <PageHeader title={routeTitle} actions={actions} />;
  if (notFound) return <NotFound back="/tasks" />;
  if (failed)
    return (
      <>
        {header}
        <Alert severity="error">{t('taskDetails.notFound')}</Alert>
      </>
    );
  if (!fields)
    return (
      <>
        {header}
        <FullPageSpinner />
      </>
    );

  let due: string;
  if (recurrent) {
    const expiry = template.data!.RECORRENTE.RECORRENCIA.expiryDays;
    due = `${t('taskDetails.dueDays', { count: expiry })}, ${fields.dueHour ?? '23:59'}`;
  } else {
    const a = task.data!.ATIVIDADE;
    due = a.dueDate
      ? t('taskDetails.at', { date: formatTaskDate(a.dueDate, false), hour: a.dueHour })
      : t('taskDetails.noDue');
  }
  return (
    <>
      {header}
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.35rem', fontWeight: 600, mr: 1 }}>
            {fields.title}
          </Typography>
          {recurrent ? (
            <>
              <TaskStateChip state="recurrent" />
              <Chip
                size="small"
                variant="outlined"
                color={active ? 'success' : 'default'}
                label={t(active ? 'taskDetails.activeChip' : 'taskDetails.stoppedChip')}
              />
            </>
          ) : (
            <TaskStateChip state={task.data!.ATIVIDADE.state} doneLabel={task.data!.ATIVIDADE.doneLabel} />
          )}
          {!recurrent && shownApproval(task.data!.ATIVIDADE.approval, task.data!.ATIVIDADE.state) && (
            <Chip
              size="small"
              variant="outlined"
              label={t(`tasks.approvalStates.${task.data!.ATIVIDADE.approval}`)}
            />
          )}
        </Box>
        {recurrent && !active && <Alert severity="info">{t('taskDetails.stopped')}</Alert>}
        {recurrent && template.data && <RecurrenceDetails template={template.data} today={today} />}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TaskSummary task={fields} options={formOptions} due={due} recurrent={recurrent} />
        </Box>
      </Box>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-labelledby="stop-recurrence-title"
        aria-describedby="stop-recurrence-text"
      >
        <DialogTitle id="stop-recurrence-title">{t('taskDetails.stopTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="stop-recurrence-text">
            {t('taskDetails.stopConfirm', { title: fields.title })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} autoFocus>
            {t('taskForm.cancel')}
          </Button>
          <Button color="error" variant="contained" disabled={stopping} onClick={() => void stop()}>
            {t('taskDetails.stop')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
