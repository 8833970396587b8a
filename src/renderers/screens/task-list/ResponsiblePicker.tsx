import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canAccess } from '../../../runtime/access/canAccess';
import type { ResponsibleRef } from '../../../runtime/tasks/TaskListQuery';
import { searchLookup } from '../../forms/fill/searchLookup';
import { useAccessContext } from '../../hooks/useAccessContext';
import { useRuntime } from '../../hooks/useRuntime';

const SEARCH_DELAY_MS = 300;

/**
 * A responsible of tasks: an employee or a work group (squad), searched as the user types; one or
 * several. Employees are always offered (their names are open to company users); work groups to those
 * who may list them (WORK_GROUP VIEW).
 */
export function ResponsiblePicker<Multiple extends boolean>(props: {
  id: string;
  label: string;
  multiple: Multiple;
  value: Multiple extends true ? ResponsibleRef[] : ResponsibleRef | null;
  onChange(value: Multiple extends true ? ResponsibleRef[] : ResponsibleRef | null): void;
  size?: 'small' | 'medium';
  required?: boolean;
}) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const ctx = useAccessContext();
  // The employee lookup answers names to every company user (externalLookups): whoever assigns or
  // filters tasks may pick a person even without the employee pages (operators).
  const employees = true;
  const squads = canAccess({ functionality: 'WORK_GROUP', level: 'VIEW' }, ctx).ok;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<ResponsibleRef[]>([]);

  useEffect(() => {
    if (!open) return;
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      const asRefs = (kind: ResponsibleRef['kind']) => (found: { id: string; name: string }[]) =>
        found.map((r) => ({ kind, id: Number(r.id), name: r.name }));
      void Promise.all([
        employees ? searchLookup(command, 'employee', 'name', input).then(asRefs('employee')) : [],
        squads ? searchLookup(command, 'squad', 'title', input).then(asRefs('squad')) : [],
      ])
        .then(([people, groups]) => alive && setOptions([...people, ...groups]))
        .catch(() => alive && setOptions([]))
        .finally(() => alive && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [command, employees, squads, input, open]);

  const groupLabel = useMemo(
    () => ({ employee: t('taskList.filters.employees'), squad: t('taskList.filters.squads') }),
    [t],
  );
  const common = {
    id: props.id,
    options,
    loading,
    open,
    size: props.size,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    filterOptions: (o: ResponsibleRef[]) => o,
    groupBy: (o: ResponsibleRef) => groupLabel[o.kind],
    isOptionEqualToValue: (a: ResponsibleRef, b: ResponsibleRef) => a.kind === b.kind && a.id === b.id,
    getOptionLabel: (o: ResponsibleRef) => o.name,
    getOptionKey: (o: ResponsibleRef) => `${o.kind}:${o.id}`,
    onInputChange: (_e: unknown, text: string, reason: string) => reason === 'input' && setInput(text),
    noOptionsText: t('taskList.filters.noOptions'),
    loadingText: t('taskList.filters.loadingOptions'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} label={props.label} required={props.required} />
    ),
  };
  return props.multiple ? (
    <Autocomplete<ResponsibleRef, true>
      {...common}
      multiple
      value={props.value as ResponsibleRef[]}
      onChange={(_e, value) => (props.onChange as (v: ResponsibleRef[]) => void)(value)}
    />
  ) : (
    <Autocomplete<ResponsibleRef, false>
      {...common}
      value={props.value as ResponsibleRef | null}
      onChange={(_e, value) => (props.onChange as (v: ResponsibleRef | null) => void)(value)}
    />
  );
}
