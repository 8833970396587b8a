import FilterList from '@mui/icons-material/FilterList';
import Search from '@mui/icons-material/Search';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { canAccess } from '../../../runtime/access/canAccess';
import { DATE_PRESETS } from '../../../runtime/tasks/DATE_PRESETS';
import { DEADLINE_BUCKETS } from '../../../runtime/tasks/deadlineBucket';
import type { NamedRef, TaskGroupField, TaskListQuery } from '../../../runtime/tasks/TaskListQuery';
import { taskTabStates } from '../../../runtime/tasks/taskTabStates';
import { NativeSelect } from '../../components/NativeSelect';
import { searchLookup } from '../../components/pickers/searchLookup';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useRuntime } from '../../hooks/useRuntime';
import { MultiSelect } from './MultiSelect';
import { NamedPicker } from './NamedPicker';
import { ResponsiblePicker } from './ResponsiblePicker';

const SEARCH_DELAY_MS = 300;
const DATE_FIELDS = ['start', 'due', 'created', 'finished'] as const;
const GROUPS: readonly TaskGroupField[] = ['state', 'responsible', 'form', 'client', 'dueDay'];

/**
 * The filters of the task list: search, period on a chosen date, states (those of the tab) and grouping
 * at hand; responsible, form, client, unit, deadline and urgency under "Mais filtros". Pickers of records
 * the user may not list are left out.
 */
export function TaskFilters(props: {
  query: TaskListQuery;
  onChange(change: Partial<TaskListQuery>): void;
  /** More buttons for the filters' button row (the column chooser). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const ctx = useAccessContext();
  const { query, onChange } = props;
  const can = (functionality: string) => canAccess({ functionality, level: 'VIEW' }, ctx).ok;
  const [text, setText] = useState(query.search);
  const more =
    query.responsibles.length +
    query.forms.length +
    query.clients.length +
    query.units.length +
    query.deadlines.length +
    (query.urgent === undefined ? 0 : 1);
  // On a phone only the search stays at hand; the other filters fold under the toggle with the rest.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const folded =
    more +
    (phone
      ? (query.period === 'all' ? 0 : 1) +
        (query.dateField === 'start' ? 0 : 1) +
        query.states.length +
        (query.group ? 1 : 0)
      : 0);
  const [open, setOpen] = useState(more > 0);

  // A cleared filter or a link changes the URL: the box follows.
  useEffect(() => setText(query.search), [query.search]);
  useEffect(() => {
    if (text === query.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, query.search, onChange]);

  const searchForms = useCallback(
    async (search: string): Promise<NamedRef[]> => {
      const answer = await command<{ MODELOS: NamedRef[] }>(
        'ListarModelos',
        search.trim() ? { BUSCA: search.trim() } : {},
        { silentOnSuccess: true },
      );
      return answer.MODELOS.slice(0, 50).map((m) => ({ id: m.id, name: m.name }));
    },
    [command],
  );
  const searchEntity = useCallback(
    (entity: string) =>
      async (search: string): Promise<NamedRef[]> =>
        (await searchLookup(command, entity, metadata.entities[entity]?.titleField ?? 'name', search)).map(
          (r) => ({ id: Number(r.id), name: r.name }),
        ),
    [command, metadata],
  );
  const searchClients = useCallback((s: string) => searchEntity('client')(s), [searchEntity]);
  const searchUnits = useCallback((s: string) => searchEntity('unit')(s), [searchEntity]);

  const clear = () =>
    onChange({
      period: 'all',
      from: undefined,
      to: undefined,
      dateField: 'start',
      states: [],
      responsibles: [],
      forms: [],
      clients: [],
      units: [],
      deadlines: [],
      urgent: undefined,
      search: '',
    });
  // Each filter grows to share the row and, alone on a phone's row, takes it whole.
  const field = {
    flex: '1 1 200px',
    minWidth: 0,
    maxWidth: { sm: 320 },
    '& .MuiFormControl-root': { width: '100%' },
  };
  const primary = (
    <>
      <Box sx={field}>
        <NativeSelect
          size="small"
          label={t('taskList.filters.period')}
          value={query.period}
          onChange={(value) => onChange({ period: value as TaskListQuery['period'] })}
          options={DATE_PRESETS.map((p) => ({ value: p, label: t(`tasks.presets.${p}`) }))}
        />
      </Box>
      <Box sx={field}>
        <NativeSelect
          size="small"
          label={t('taskList.filters.dateField')}
          value={query.dateField}
          onChange={(value) => onChange({ dateField: value as TaskListQuery['dateField'] })}
          options={DATE_FIELDS.map((d) => ({ value: d, label: t(`taskList.filters.dateFields.${d}`) }))}
        />
      </Box>
      {query.period === 'custom' && (
        <>
          <TextField
            size="small"
            type="date"
            label={t('taskList.filters.from')}
            value={query.from ?? ''}
            onChange={(e) => onChange({ from: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={field}
          />
          <TextField
            size="small"
            type="date"
            label={t('taskList.filters.to')}
            value={query.to ?? ''}
            onChange={(e) => onChange({ to: e.target.value || undefined })}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={field}
          />
        </>
      )}
      <Box sx={field}>
        <MultiSelect
          id="task-filter-states"
          label={t('taskList.filters.states')}
          placeholder={t('taskList.filters.allStates')}
          value={query.states.filter((s) => taskTabStates(query.tab).includes(s))}
          options={taskTabStates(query.tab).map((s) => ({ value: s, label: t(`tasks.states.${s}`) }))}
          onChange={(states) => onChange({ states })}
        />
      </Box>
      {query.tab !== 'map' && (
        <Box sx={field}>
          <NativeSelect
            size="small"
            label={t('taskList.filters.groupBy')}
            value={query.group ?? ''}
            onChange={(value) => onChange({ group: (value || undefined) as TaskGroupField | undefined })}
            options={[
              { value: '', label: t('taskList.groups.none') },
              ...GROUPS.map((g) => ({ value: g, label: t(`taskList.groups.${g}`) })),
            ]}
          />
        </Box>
      )}
    </>
  );
  return (
    <Box component="section" aria-label={t('taskList.filters.title')} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          size="small"
          type="search"
          label={t('taskList.filters.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ ...field, flexBasis: 240 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        {!phone && primary}
        <Button
          startIcon={
            <Badge badgeContent={folded} color="primary">
              <FilterList />
            </Badge>
          }
          aria-expanded={open}
          aria-controls="task-more-filters"
          onClick={() => setOpen((o) => !o)}
        >
          {t(phone ? 'taskList.filters.title' : open ? 'taskList.filters.less' : 'taskList.filters.more')}
        </Button>
        <Button onClick={clear}>{t('taskList.filters.clear')}</Button>
        {props.actions}
      </Box>
      {/* Folded filters are built when first unfolded, not before the list's first paint (issue 13). */}
      <Collapse in={open} id="task-more-filters" mountOnEnter>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, pt: 1.5 }}>
          {phone && primary}
          <Box sx={field}>
            <ResponsiblePicker
              id="task-filter-responsible"
              size="small"
              multiple
              label={t('taskList.filters.responsible')}
              value={query.responsibles}
              onChange={(responsibles) => onChange({ responsibles })}
            />
          </Box>
          {can('MODEL') && (
            <Box sx={field}>
              <NamedPicker
                id="task-filter-form"
                label={t('taskList.filters.form')}
                value={query.forms}
                onChange={(forms) => onChange({ forms })}
                search={searchForms}
              />
            </Box>
          )}
          {can('CLIENT') && (
            <Box sx={field}>
              <NamedPicker
                id="task-filter-client"
                label={t('taskList.filters.client')}
                value={query.clients}
                onChange={(clients) => onChange({ clients })}
                search={searchClients}
              />
            </Box>
          )}
          {can('UNIT') && (
            <Box sx={field}>
              <NamedPicker
                id="task-filter-unit"
                label={t('taskList.filters.unit')}
                value={query.units}
                onChange={(units) => onChange({ units })}
                search={searchUnits}
              />
            </Box>
          )}
          <Box sx={field}>
            <MultiSelect
              id="task-filter-deadline"
              label={t('taskList.filters.deadline')}
              placeholder={t('taskList.filters.anyDeadline')}
              value={query.deadlines}
              options={DEADLINE_BUCKETS.map((b) => ({ value: b, label: t(`tasks.buckets.${b}`) }))}
              onChange={(deadlines) => onChange({ deadlines })}
            />
          </Box>
          <Box sx={field}>
            <NativeSelect
              size="small"
              label={t('taskList.filters.urgent')}
              value={query.urgent === undefined ? '' : query.urgent ? '1' : '0'}
              onChange={(value) => onChange({ urgent: value === '' ? undefined : value === '1' })}
              options={[
                { value: '', label: t('taskList.filters.urgentAny') },
                { value: '1', label: t('taskList.filters.urgentOnly') },
                { value: '0', label: t('taskList.filters.urgentNot') },
              ]}
            />
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
