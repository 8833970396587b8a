import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { localOffset } from '../../../runtime/tasks/localOffset';
import type { TaskFieldPath } from '../../../runtime/tasks/taskFieldProblem';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';
import { ApprovalSection } from './ApprovalSection';
import { emptyTaskDraft } from './emptyTaskDraft';
import { GeneralSection } from './GeneralSection';
import { LocationSection } from './LocationSection';
import { NotifySection } from './NotifySection';
import { OptionsSection } from './OptionsSection';
import { RecordsSection } from './RecordsSection';
import { RecurrenceSection } from './RecurrenceSection';
import { ResponsibleSection } from './ResponsibleSection';
import { ScheduleSection } from './ScheduleSection';
import { taskDraftErrors, type TaskDraftErrors } from './taskDraftErrors';
import type { TaskDraft } from './TaskDraft';
import type { TaskFormOptions } from '../../components/tasks/TaskFormOptions';
import { taskParamsFrom } from './taskParamsFrom';
import { useStoredTask } from './useStoredTask';

type OptionsAnswer = {
  MODELOS: Array<{ id: number; name: string }>;
  OPCOES_ACESSO: Omit<TaskFormOptions, 'forms'>;
};

/**
 * /task/new (?recurrent=1 starts recurrent; a "Recorrente" switch), /task/edit/{id}/0 (a task:
 * ConsultarAtividade → SalvarAtividade with VERSAO) and /task/edit/{id}/1 (a recurrent template:
 * ConsultarAtividadeRecorrente → SalvarAtividadeRecorrente). Every field of spec 001 §3 in sections; the
 * page refuses what the server would without a database (taskDraftErrors, same messages), and a server
 * refusal naming its FIELD shows beside that field. Saved: /task/view/{id}, or /task/details/{id}/1.
 * Projects and phases are left out until projects exist.
 */
export function TaskFormScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = props.params.id ? Number(props.params.id) : undefined;
  const editingRecurrent = props.params.recurrent === '1';
  const today = useMemo(() => zonedDateTime.toLocal(new Date(), localOffset()).date, []);
  const { data: options } = useCommandData<OptionsAnswer>('ListarModelos', { OPCOES_ACESSO: true });
  const { stored, failed, reload } = useStoredTask(id, editingRecurrent);
  const [draft, setDraft] = useState<TaskDraft | undefined>(() =>
    id === undefined ? emptyTaskDraft(today, search.get('recurrent') === '1') : undefined,
  );
  const [errors, setErrors] = useState<TaskDraftErrors>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [stale, setStale] = useState<string | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const routeTitle = usePageTitle(props.route.title);
  const title =
    draft?.recurrent && id === undefined
      ? t('taskForm.recurrentTitle')
      : editingRecurrent
        ? t('taskForm.editRecurrentTitle')
        : routeTitle;

  useEffect(() => {
    if (stored) setDraft(stored.draft);
  }, [stored]);

  const change = (patch: Partial<TaskDraft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setProblem(undefined);
    // A field's message goes once it is edited; the others stay until the next save.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as TaskFieldPath];
      if ('employeeId' in patch || 'squadId' in patch || 'code' in patch) delete next.responsible;
      if ('recurrence' in patch) delete next.recurrence;
      return next;
    });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const offset = localOffset();
    const found = taskDraftErrors(draft, t, new Date(), offset, stored?.dueAt);
    setErrors(found);
    setStale(undefined);
    if (Object.keys(found).length) return setProblem(t('taskForm.fixErrors'));
    setProblem(undefined);
    setSaving(true);
    try {
      const params = taskParamsFrom(draft);
      const edit = id !== undefined ? { ID: id, VERSAO: stored?.version } : {};
      const answer = await command<{ ID: number }>(
        draft.recurrent ? 'SalvarAtividadeRecorrente' : 'SalvarAtividade',
        { ...edit, FUSO: offset, ...params },
      );
      void navigate(draft.recurrent ? `/task/details/${answer.ID}/1` : `/task/view/${answer.ID}`);
    } catch (error) {
      if (!(error instanceof CommandError)) return;
      if (error.code === 'STALE_VERSION') setStale(error.message);
      const field = error.answer.FIELD;
      if (typeof field === 'string') setErrors({ [field]: error.message });
      else setProblem(error.message);
    } finally {
      setSaving(false);
    }
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
  const formOptions: TaskFormOptions = { forms: options.MODELOS, ...options.OPCOES_ACESSO };
  const section = { draft, change, errors };
  const locked = stored !== undefined && !['planned', 'in_progress'].includes(stored.status);
  return (
    <>
      {header}
      <Box component="form" noValidate onSubmit={save} aria-label={title} sx={{ display: 'grid', gap: 2 }}>
        {locked && <Alert severity="warning">{t('taskForm.notEditable')}</Alert>}
        {stale && (
          <Alert
            severity="warning"
            action={
              <Button color="inherit" size="small" onClick={reload}>
                {t('taskForm.reload')}
              </Button>
            }
          >
            {stale}
          </Alert>
        )}
        <GeneralSection {...section} options={formOptions} canSwitchRecurrent={id === undefined} />
        <ResponsibleSection {...section} options={formOptions} />
        <ScheduleSection {...section} />
        {draft.recurrent && <RecurrenceSection {...section} today={today} />}
        <RecordsSection {...section} />
        <OptionsSection {...section} />
        <NotifySection {...section} />
        <LocationSection {...section} />
        <ApprovalSection {...section} options={formOptions} />
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
