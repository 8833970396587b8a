import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NamedRef } from '../../../runtime/tasks/TaskListQuery';

const SEARCH_DELAY_MS = 300;

/**
 * A multiple choice of records (forms, clients, units) searched on the server as the user types; the
 * chosen ones keep their names.
 */
export function NamedPicker(props: {
  id: string;
  label: string;
  value: NamedRef[];
  onChange(value: NamedRef[]): void;
  search(text: string): Promise<NamedRef[]>;
}) {
  const { t } = useTranslation();
  const { search } = props;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [options, setOptions] = useState<NamedRef[]>([]);
  useEffect(() => {
    if (!open) return;
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      search(input)
        .then((found) => alive && setOptions(found))
        .catch(() => alive && setOptions([]))
        .finally(() => alive && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [search, input, open]);
  return (
    <Autocomplete<NamedRef, true>
      id={props.id}
      multiple
      size="small"
      options={options}
      loading={loading}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.name}
      getOptionKey={(o) => o.id}
      onInputChange={(_e, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText={t('taskList.filters.noOptions')}
      loadingText={t('taskList.filters.loadingOptions')}
      value={props.value}
      onChange={(_e, value) => props.onChange(value)}
      renderInput={(params) => <TextField {...params} label={props.label} />}
    />
  );
}
