import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { createTaskFormController } from '../../../runtime/controllers/taskForm/createTaskFormController';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NotFound } from '../../components/NotFound';
import { PageHeader } from '../../components/PageHeader';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { ApprovalSection } from './ApprovalSection';
import { GeneralSection } from './GeneralSection';
import { LocationSection } from './LocationSection';
import { NotifySection } from './NotifySection';
import { OptionsSection } from './OptionsSection';
import { RecordsSection } from './RecordsSection';
import { RecurrenceSection } from './RecurrenceSection';
import { ResponsibleSection } from './ResponsibleSection';
import { ScheduleSection } from './ScheduleSection';

/**
 * /task/new (?recurrent=1 starts recurrent; a "Recorrente" switch), /task/edit/{id}/0 (a task:
 * ConsultarAtividade → SalvarAtividade with VERSAO) and /task/edit/{id}/1 (a recurrent template:
 * ConsultarAtividadeRecorrente → SalvarAtividadeRecorrente). Every field of spec 001 §3 in sections; the
 * page refuses what the server would without a database (taskDraftErrors, same messages), and a server
 * refusal naming its FIELD shows beside that field. Saved: /task/view/{id}, or /task/details/{id}/1.
 * Projects and phases are left out until projects exist. The data goes through createTaskFormController.
 */
export function TaskFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command, i18n } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = props.params.id ? Number(props.params.id) : undefined;
  const editingRecurrent = props.params.recurrent === '1';
  const today = useMemo(() => zonedDateTime.toLocal(new Date(), localOffset()).date, []);
  // A new task reads ?recurrent only when the page opens (the switch changes the draft afterwards).
  const [startRecurrent] = useState(() => search.get('recurrent') === '1');
  const form = useMemo(
    () =>
      createTaskFormController({
        command,
        t: i18n.t.bind(i18n),
        id,
        editingRecurrent,
        startRecurrent,
        today,
      }),
    [command, i18n, id, editingRecurrent, startRecurrent, today],
  );
  const { options, failed, notFound, draft, errors, problem, stale, saving, locked, change, loadTask } =
    useStore(form);
  const routeTitle = usePageTitle(props.route.title);
  const title =
    draft?.recurrent && id === undefined
      ? t('taskForm.recurrentTitle')
      : editingRecurrent
        ? t('taskForm.editRecurrentTitle')
        : routeTitle;

  useEffect(() => {
    void form.getState().loadOptions();
    void form.getState().loadTask();
  }, [form]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const to = await form.getState().save();
    if (to) void navigate(to);
  };

  const back = id === undefined ? '/tasks' : `/task/details/${id}/${editingRecurrent ? 1 : 0}`;
  const header = (
    <PageHeader
      title={title}
      actions={
        <Button component={RouterLink} to={back}>
          {t('taskForm.cancel')}
        </Button>
      }
    />
  );
  if (notFound) return <NotFound back="/tasks" />;
  if (failed)
    return (
      <>
        {header}
        <Alert severity="error">{t('errors.ENTITY_NOT_FOUND')}</Alert>
      </>
    );
  if (!draft || !options)
    return (
      <>
        {header}
        <FullPageSpinner />
      </>
    );
  const section = { draft, change, errors };
  return (
    <>
      {header}
      <Box component="form" noValidate onSubmit={save} aria-label={title} sx={{ display: 'grid', gap: 2 }}>
        {locked && <Alert severity="warning">{t('taskForm.notEditable')}</Alert>}
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={() => void loadTask()}>
                {t('taskForm.reload')}
              </Button>
            }
          >
            {stale}
          </Alert>
        )}
        <GeneralSection {...section} options={options} canSwitchRecurrent={id === undefined} />
        <ResponsibleSection {...section} options={options} />
        <ScheduleSection {...section} />
        {draft.recurrent && <RecurrenceSection {...section} today={today} />}
        <RecordsSection {...section} />
        <OptionsSection {...section} />
        <NotifySection {...section} />
        <LocationSection {...section} />
        <ApprovalSection {...section} options={options} />
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={back}>
            {t('taskForm.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saving || locked}>
            {t('taskForm.save')}
          </Button>
        </Box>
      </Box>
    </>
  );
}
