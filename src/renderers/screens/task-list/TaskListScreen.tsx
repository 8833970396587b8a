import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import PostAdd from '@mui/icons-material/PostAdd';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { canAccess } from '../../../runtime/access/canAccess';
import {
  loadColumnPreferences,
  saveColumnPreferences,
  type ColumnPreferences,
} from '../../../runtime/entities/columnPreferences';
import { TASK_LIST_COLUMNS, type TaskListColumn } from '../../../runtime/tasks/taskListColumns';
import type { TaskListTab } from '../../../runtime/tasks/TaskListQuery';
import type { TaskStateName } from '../../../runtime/tasks/TaskStateName';
import { taskTabStates } from '../../../runtime/tasks/taskTabStates';
import { PageHeader } from '../../components/PageHeader';
import { useAccessContext } from '../../hooks/useAccessContext';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { ScreenProps } from '../ScreenProps';
import { ColumnChooser } from '../../components/tables/ColumnChooser';
import { RecurrentPanel } from './RecurrentPanel';
import { TaskFilters } from './TaskFilters';
import { TaskMapPanel } from './TaskMapPanel';
import { TasksPanel } from './TasksPanel';
import { CreateLinks, type CreateLink } from './CreateLinks';
import { useTaskListQuery } from './useTaskListQuery';

const TABS: readonly TaskListTab[] = ['tasks', 'history', 'map', 'recurrent'];
const CREATE_LINKS: CreateLink[] = [
  { route: 'taskNew', to: '/task/new', label: 'taskList.new', icon: <Add />, main: true },
  {
    route: 'taskCreateMultiple',
    to: '/task/create_multiple',
    label: 'taskList.createMultiple',
    icon: <PostAdd />,
  },
  { route: 'taskNew', to: '/task/new?recurrent=1', label: 'taskList.newRecurrent', icon: <EventRepeat /> },
  {
    route: 'taskCreateMultipleRecurrent',
    to: '/task/create_multiple_recurrent',
    label: 'taskList.createMultipleRecurrent',
    icon: <PostAdd />,
  },
];

/**
 * The activity list (`/tasks`, spec 001 §2): open work, history, a map and the recurrent templates, one
 * tab each; filters, sort and grouping kept in the URL; summary chips; the user's columns (saved on the
 * server under `tasks`); progressive loading; selection and mass edit, change of responsible and delete
 * for TASK EDIT.
 */
export function TaskListScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, metadata } = useRuntime();
  const ctx = useAccessContext();
  const canEdit = canAccess({ functionality: 'TASK', level: 'EDIT' }, ctx).ok;
  const userId = useSession((s) => s.user?.id ?? 0);
  const userCustomization = useSession((s) => s.user?.userCustomization);
  const [query, update] = useTaskListQuery();
  const [columns, setColumns] = useState<ColumnPreferences>(() =>
    loadColumnPreferences(localStorage, TASK_LIST_COLUMNS, userId, userCustomization),
  );

  const changeColumns = (chosen: ColumnPreferences) => {
    // The title always comes first: it is the row's link.
    const next = { order: ['title', ...chosen.order], hidden: chosen.hidden, savedAt: Date.now() };
    setColumns(next);
    saveColumnPreferences(localStorage, TASK_LIST_COLUMNS.name, userId, next);
    // The server copy follows the user to other browsers; this browser's copy is enough if it fails.
    void command(
      'SaveListColumns',
      { ENTITY: TASK_LIST_COLUMNS.name, COLUMNS: next },
      { silent: true },
    ).catch(() => undefined);
  };
  const choosable = columns.order.filter((c) => c !== 'title');
  const visible = ['title', ...choosable.filter((c) => !columns.hidden.includes(c))] as TaskListColumn[];
  const labels = Object.fromEntries(choosable.map((c) => [c, t(`taskList.columns.${c}`)]));

  // Both read the query they apply to, not the rendered one: a change may still be on its way.
  const chooseState = useCallback(
    (state: TaskStateName) =>
      update((current) => {
        const again = current.states.length === 1 && current.states[0] === state;
        if (current.tab === 'map') return { states: again ? [] : [state] };
        const tab: TaskListTab = taskTabStates('tasks').includes(state) ? 'tasks' : 'history';
        return again ? { states: [] } : { states: [state], tab };
      }),
    [update],
  );
  const changeTab = (tab: TaskListTab) =>
    update((current) => ({ tab, states: current.states.filter((s) => taskTabStates(tab).includes(s)) }));

  const links = CREATE_LINKS.filter((link) => {
    const route = metadata.routes.find((r) => r.name === link.route);
    return route && canAccess(route, ctx).ok;
  });
  return (
    <>
      <PageHeader title={title} actions={<CreateLinks links={links} />} />
      <Card>
        <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}>
          <Tabs
            value={query.tab}
            onChange={(_, value: TaskListTab) => changeTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('taskList.tabs')}
          >
            {TABS.map((key) => (
              <Tab
                key={key}
                value={key}
                label={t(`taskList.tab.${key}`)}
                id={`task-tab-${key}`}
                aria-controls={`task-panel-${key}`}
              />
            ))}
          </Tabs>
        </Box>
        <Box
          role="tabpanel"
          id={`task-panel-${query.tab}`}
          aria-labelledby={`task-tab-${query.tab}`}
          sx={{ p: { xs: 1.5, sm: 2 } }}
        >
          {query.tab !== 'recurrent' && (
            <TaskFilters
              query={query}
              onChange={update}
              actions={
                query.tab !== 'map' && (
                  <ColumnChooser
                    labels={labels}
                    value={{ order: choosable, hidden: columns.hidden }}
                    onChange={changeColumns}
                  />
                )
              }
            />
          )}
          {(query.tab === 'tasks' || query.tab === 'history') && (
            <TasksPanel
              query={query}
              onChange={update}
              onChooseState={chooseState}
              columns={visible}
              canEdit={canEdit}
            />
          )}
          {query.tab === 'map' && <TaskMapPanel query={query} />}
          {query.tab === 'recurrent' && <RecurrentPanel canEdit={canEdit} />}
        </Box>
      </Card>
    </>
  );
}
