import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import type { RecordSource } from './RecordSource';

/**
 * The state of a hand-written new/edit record page: with an id it loads the record and fills the text
 * values from it (`notFound` when the server has no such record: render NotFound); `submit` saves, says so and returns to the list, staying busy meanwhile so the page
 * cannot be sent twice. A refusal leaves the page as it was (the adapter showed why).
 *
 * @example
 * const TEMPLATE = { load: 'ConsultarTemplate', key: 'TEMPLATE', empty: EMPTY };
 * const form = useRecordForm<{ TEMPLATE: TemplateDetail }, Values>(TEMPLATE, props.params.id);
 * const save = () => form.submit('SalvarTemplate', { DATA: form.values }, t('templatePages.saved'), '/templates');
 */
export function useRecordForm<D, V extends { [K in keyof V]: string }>(
  source: RecordSource<V>,
  id: string | undefined,
) {
  const isNew = !id;
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data, notFound } = useCommandData<D>(source.load, { ID: id }, isNew, { showsNotFound: true });
  const [values, setValues] = useState<V>(source.empty);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const record = (data as Record<string, Record<string, unknown>> | undefined)?.[source.key];
    if (!record) return;
    const text = (key: keyof V) => {
      const value = record[key as string];
      return source.format?.[key]?.(value) ?? (value === null || value === undefined ? '' : String(value));
    };
    setValues(Object.fromEntries(Object.keys(source.empty).map((key) => [key, text(key as keyof V)])) as V);
  }, [data, source]);

  const set = (key: keyof V) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (name: string, params: CommandParams, savedText: string, listPath: string) =>
    run(
      name,
      { ...(isNew ? {} : { ID: id }), ...params },
      {
        silentOnSuccess: true,
        stayBusy: true,
        onDone: () => {
          notify('success', savedText);
          void navigate(listPath);
        },
      },
    );
  return { isNew, loading: !isNew && !data, notFound, data, values, set, tried, setTried, busy, submit };
}
