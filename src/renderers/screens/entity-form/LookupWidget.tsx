import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useRuntime } from '../../hooks/useRuntime';

interface Option {
  id: number;
  label: string;
}

const SEARCH_DELAY_MS = 300;
const PAGE = 20;

/**
 * A lookup field: an async select over ListEntities of the referred entity (records a
 * disabledNotOffered rule hides are not offered), one id or several (`multiple`); chosen records'
 * labels come from GetEntity.
 */
export function LookupWidget(props: WidgetProps) {
  const { t } = useTranslation();
  const { command } = useRuntime();
  const { entity, displayField, multiple } = props.options as {
    entity: string;
    displayField: string;
    multiple: boolean;
  };
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [known, setKnown] = useState<Record<number, string>>({});
  const [loading, setLoading] = useState(false);
  const ids: number[] = useMemo(() => {
    const value: unknown = props.value;
    if (multiple) return Array.isArray(value) ? (value as number[]) : [];
    return typeof value === 'number' ? [value] : [];
  }, [props.value, multiple]);

  useEffect(() => {
    let alive = true;
    const timer = setTimeout(() => {
      setLoading(true);
      command<{ ITEMS: Array<Record<string, unknown> & { id: number }> }>(
        'ListEntities',
        {
          ENTITY: entity,
          ...(input.trim() ? { SEARCH: input.trim() } : {}),
          PAGE: 1,
          PAGE_SIZE: PAGE,
          FOR_FILLING: true,
        },
        { silentOnSuccess: true },
      )
        .then((answer) => {
          if (!alive) return;
          const found = answer.ITEMS.map((r) => ({ id: r.id, label: String(r[displayField] ?? r.id) }));
          setOptions(found);
          setKnown((k) => ({ ...k, ...Object.fromEntries(found.map((o) => [o.id, o.label])) }));
        })
        .catch(() => undefined)
        .finally(() => alive && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [command, entity, displayField, input]);

  useEffect(() => {
    for (const id of ids.filter((i) => known[i] === undefined))
      command<{ ITEM: Record<string, unknown> }>('GetEntity', { ENTITY: entity, ID: id }, { silent: true })
        .then((answer) => setKnown((k) => ({ ...k, [id]: String(answer.ITEM[displayField] ?? id) })))
        .catch(() => setKnown((k) => ({ ...k, [id]: String(id) })));
  }, [command, entity, displayField, ids, known]);

  const chosen = ids.map((id) => ({ id, label: known[id] ?? '…' }));
  const common = {
    id: props.id,
    options,
    loading,
    disabled: props.disabled || props.readonly,
    filterOptions: (o: Option[]) => o,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    getOptionLabel: (o: Option) => o.label,
    onInputChange: (_e: unknown, text: string, reason: string) => reason === 'input' && setInput(text),
    noOptionsText: t('entityPages.noOptions'),
    renderInput: (params: object) => (
      <TextField
        {...params}
        label={props.label}
        required={props.required}
        placeholder={t('entityPages.lookupSearch')}
        error={!!props.rawErrors?.length}
      />
    ),
  };
  return multiple ? (
    <Autocomplete<Option, true>
      {...common}
      multiple
      value={chosen}
      onChange={(_e, value) => props.onChange(value.length ? value.map((o) => o.id) : undefined)}
    />
  ) : (
    <Autocomplete<Option, false>
      {...common}
      value={chosen[0] ?? null}
      onChange={(_e, value) => props.onChange(value ? value.id : undefined)}
    />
  );
}
