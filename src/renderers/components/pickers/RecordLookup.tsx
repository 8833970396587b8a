import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../hooks/useRuntime';
import { searchLookup, type LookupRecord } from './searchLookup';

const SEARCH_DELAY_MS = 300;

/**
 * An async search over an entity's records (or the employees), offering what searchLookup answers; one
 * record or several. Used by manual data fields and the fill screen's header.
 */
export function RecordLookup<Multiple extends boolean>(props: {
  id: string;
  entity: string;
  label?: string;
  ariaLabel?: string;
  multiple: Multiple;
  value: Multiple extends true ? LookupRecord[] : LookupRecord | null;
  onChange(value: Multiple extends true ? LookupRecord[] : LookupRecord | null): void;
  required?: boolean;
  error?: string;
  helperText?: string;
  readOnly?: boolean;
  size?: 'small' | 'medium';
  /** Another source of records than searchLookup (e.g. tasks by title). */
  search?: (text: string) => Promise<LookupRecord[]>;
}) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<LookupRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const titleField = metadata.entities[props.entity]?.titleField ?? 'name';
  // Kept in a ref: a new function each render must not restart the search.
  const searchRef = useRef(props.search);
  searchRef.current = props.search;
  useEffect(() => {
    if (!open) return;
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      (searchRef.current?.(input) ?? searchLookup(command, props.entity, titleField, input))
        .then((found) => alive && setOptions(found))
        .catch(() => alive && setOptions([]))
        .finally(() => alive && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [command, props.entity, titleField, input, open]);
  const common = {
    id: props.id,
    options,
    loading,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled: props.readOnly,
    filterOptions: (o: LookupRecord[]) => o,
    isOptionEqualToValue: (a: LookupRecord, b: LookupRecord) => a.id === b.id,
    getOptionLabel: (o: LookupRecord) => o.name,
    onInputChange: (_e: unknown, text: string, reason: string) => reason === 'input' && setInput(text),
    noOptionsText: t('forms.fill.noOptions'),
    loadingText: t('forms.fill.loading'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={props.label}
        required={props.required}
        error={!!props.error}
        helperText={props.error ?? props.helperText}
        size={props.size}
        placeholder={t('forms.fill.search')}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, 'aria-label': props.ariaLabel },
        }}
      />
    ),
  };
  return props.multiple ? (
    <Autocomplete<LookupRecord, true>
      {...common}
      multiple
      value={props.value as LookupRecord[]}
      onChange={(_e, value) => (props.onChange as (v: LookupRecord[]) => void)(value)}
    />
  ) : (
    <Autocomplete<LookupRecord, false>
      {...common}
      value={props.value as LookupRecord | null}
      onChange={(_e, value) => (props.onChange as (v: LookupRecord | null) => void)(value)}
    />
  );
}
