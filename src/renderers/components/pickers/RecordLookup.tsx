import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';
import type { PickerOption } from './PickerOption';
import { searchLookup, type LookupRecord } from './searchLookup';

const SEARCH_DELAY_MS = 300;

/** Where the options come from: an entity's records through searchLookup, or any `search`. */
type RecordSource<Option> =
  | {
      /** Whose records searchLookup offers (its title field names them), unless `search` is given. */
      entity: string;
      search?: (text: string) => Promise<Option[]>;
    }
  | {
      entity?: undefined;
      /** Another source of options than searchLookup (tasks by title, forms, people and work groups). */
      search: (text: string) => Promise<Option[]>;
    };

export type RecordLookupProps<
  Multiple extends boolean,
  Option extends PickerOption,
> = RecordSource<Option> & {
  id: string;
  label?: string;
  ariaLabel?: string;
  multiple: Multiple;
  value: Multiple extends true ? Option[] : Option | null;
  onChange(value: Multiple extends true ? Option[] : Option | null): void;
  required?: boolean;
  error?: string;
  helperText?: string;
  readOnly?: boolean;
  size?: 'small' | 'medium';
  /** Options under headings (people, work groups). */
  groupBy?: (option: Option) => string;
  /** Tells options apart when ids alone may repeat (an employee and a work group); the id otherwise. */
  optionKey?: (option: Option) => string;
  /** The empty field's hint; the fill screen's 'Pesquisar' unless given, none when false. */
  placeholder?: string | false;
  noOptionsText?: string;
  loadingText?: string;
};

/**
 * The one search-as-you-type picker: the server is asked (after a pause in typing) for what matches,
 * and the answer is offered as is; one option or several. By default an entity's records (or the
 * employees) through searchLookup; `search` gives any other source.
 *
 * @example <RecordLookup id="client" entity="client" multiple={false} value={client} onChange={setClient} />
 */
export function RecordLookup<Multiple extends boolean, Option extends PickerOption = LookupRecord>(
  props: RecordLookupProps<Multiple, Option>,
) {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const entity = props.entity ?? '';
  const titleField = metadata.entities[entity]?.titleField ?? 'name';
  // Kept in a ref: a new function each render must not restart the search.
  const searchRef = useRef(props.search);
  searchRef.current = props.search;
  useEffect(() => {
    if (!open) return;
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      const found = searchRef.current
        ? searchRef.current(input)
        : (searchLookup(command, entity, titleField, input) as Promise<PickerOption[]> as Promise<Option[]>);
      found
        .then((answer) => alive && setOptions(answer))
        .catch(() => alive && setOptions([]))
        .finally(() => alive && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [command, entity, titleField, input, open]);
  const keyOf = props.optionKey ?? ((o: Option) => String(o.id));
  const placeholder =
    props.placeholder === undefined ? t('forms.fill.search') : props.placeholder || undefined;
  const common = {
    id: props.id,
    options,
    loading,
    open,
    size: props.size,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    disabled: props.readOnly,
    filterOptions: (o: Option[]) => o,
    groupBy: props.groupBy,
    isOptionEqualToValue: (a: Option, b: Option) => keyOf(a) === keyOf(b),
    getOptionLabel: (o: Option) => o.name,
    getOptionKey: keyOf,
    onInputChange: (_e: unknown, text: string, reason: string) => reason === 'input' && setInput(text),
    noOptionsText: props.noOptionsText ?? t('forms.fill.noOptions'),
    loadingText: props.loadingText ?? t('forms.fill.loading'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        label={props.label}
        required={props.required}
        error={!!props.error}
        helperText={props.error ?? props.helperText}
        size={props.size}
        placeholder={placeholder}
        slotProps={{
          ...params.slotProps,
          htmlInput: { ...params.slotProps.htmlInput, 'aria-label': props.ariaLabel },
        }}
      />
    ),
  };
  return props.multiple ? (
    <Autocomplete<Option, true>
      {...common}
      multiple
      value={props.value as Option[]}
      onChange={(_e, value) => (props.onChange as (v: Option[]) => void)(value)}
    />
  ) : (
    <Autocomplete<Option, false>
      {...common}
      value={props.value as Option | null}
      onChange={(_e, value) => (props.onChange as (v: Option | null) => void)(value)}
    />
  );
}
