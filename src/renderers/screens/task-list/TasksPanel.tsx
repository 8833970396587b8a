import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useNavigate } from 'react-router';
import type { TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskListParams } from '../../../runtime/tasks/taskListParams';
import { taskTabStates } from '../../../runtime/tasks/taskTabStates';
import type { TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { DeleteTasksDialog } from './DeleteTasksDialog';
import { LoadMore } from './LoadMore';
import { MassEditDialog } from './MassEditDialog';
import { selectableItem } from './selectableItem';
import { TaskDownloadsMenu } from '../../components/downloads';
import { SelectionToolbar } from './SelectionToolbar';
import { TaskCards } from './TaskCards';
import { TaskSummary } from './TaskSummary';
import { TaskTable } from './TaskTable';
import { useTaskPages } from './useTaskPages';

type Dialog = 'edit' | 'responsible' | 'delete' | null;

/**
 * The "Atividades" and "Histórico" tabs: the summary chips, the list (a table, cards on a phone) loaded
 * a page at a time, row selection and the mass actions for editors.
 */
export function TasksPanel(props: {
  query: TaskListQuery;
  onChange(change: Partial<TaskListQuery>): void;
  /** The state a summary chip chose (it may switch tabs). */
  onChooseState(state: TaskStateName): void;
  columns: TaskListColumn[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { query } = props;
  const params = useMemo(() => taskListParams(query, -new Date().getTimezoneOffset()), [query]);
  const pages = useTaskPages(params);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const key = JSON.stringify(params);

  // Other filters, other rows: a selection the user can no longer see is dropped. An empty selection is
  // kept as it is: a new one on mount would draw the whole panel a second time (issue 13).
  useEffect(() => setSelected((before) => (before.size ? new Set() : before)), [key]);

  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => {
    const choosable = pages.items.filter(selectableItem).map((i) => i.id);
    setSelected((before) => (choosable.every((id) => before.has(id)) ? new Set() : new Set(choosable)));
  };
  const ids = [...selected];
  // The summary counts every state; an empty tab says where the counted tasks are listed.
  const otherTab = query.tab === 'tasks' ? 'history' : query.tab === 'history' ? 'tasks' : undefined;
  const elsewhere =
    otherTab && pages.loaded
      ? taskTabStates(otherTab).reduce((sum, state) => sum + (pages.summary[state] ?? 0), 0)
      : 0;
  const closeDialog = (changed: boolean) => {
    setDialog(null);
    if (changed) {
      setSelected(new Set());
      pages.reload();
    }
  };
  const rowProps = {
    items: pages.items,
    columns: props.columns,
    query,
    onSort: (sort: TaskListQuery['sort']) => props.onChange({ sort }),
    // Everybody who sees the list may download what they select; editors also change and delete it.
    selectable: true,
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onOpen: (id: number) => void navigate(`/task/view/${id}`),
    loading: !pages.loaded,
  };
  return (
    <Box>
      <TaskSummary
        summary={pages.loaded ? pages.summary : undefined}
        chosen={query.states}
        onChoose={props.onChooseState}
      />
      {ids.length > 0 ? (
        <SelectionToolbar
          ids={ids}
          canEdit={props.canEdit}
          editable={query.tab === 'tasks'}
          onEdit={() => setDialog('edit')}
          onChangeResponsible={() => setDialog('responsible')}
          onDelete={() => setDialog('delete')}
          onClear={() => setSelected(new Set())}
        />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
          <TaskDownloadsMenu ids={ids} />
        </Box>
      )}
      {pages.loaded && !pages.items.length ? (
        <Box sx={{ py: 4, textAlign: 'center' }} role="status">
          <Typography color="text.secondary">{t('taskList.empty')}</Typography>
          {otherTab && elsewhere > 0 && (
            <Button sx={{ mt: 1 }} onClick={() => props.onChange({ tab: otherTab, states: [] })}>
              {t(`taskList.elsewhere.${otherTab}`, { count: elsewhere })}
            </Button>
          )}
        </Box>
      ) : compact ? (
        <TaskCards {...rowProps} />
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <TaskTable {...rowProps} />
        </Box>
      )}
      <LoadMore
        shown={pages.items.length}
        total={pages.total}
        loading={pages.loading}
        hasMore={pages.hasMore}
        onMore={pages.loadMore}
      />
      {(dialog === 'edit' || dialog === 'responsible') && (
        <MassEditDialog
          ids={ids}
          mode={dialog === 'edit' ? 'all' : 'responsible'}
          onSave={(changes) => pages.editTasks(ids, changes)}
          onClose={closeDialog}
        />
      )}
      {dialog === 'delete' && (
        <DeleteTasksDialog
          ids={ids}
          onDelete={(phrase, password) => pages.deleteTasks(ids, phrase, password)}
          onClose={closeDialog}
        />
      )}
    </Box>
  );
}
