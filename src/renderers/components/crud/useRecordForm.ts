import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CommandParams } from '../../../runtime/protocol/CommandFn';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';

/**
 * The state of a hand-written new/edit record page: with an id it loads the record (`load`, `{ ID }`) and
 * fills the text values from it; `submit` saves, says so and returns to the list, staying busy meanwhile
 * so the page cannot be sent twice. A refusal leaves the page as it was (the adapter showed why).
 *
 * @example
 * const form = useRecordForm({ id, load: 'ConsultarTemplate', empty: EMPTY, toValues: valuesOf });
 * const save = () => form.submit('SalvarTemplate', { DATA: form.values }, t('templatePages.saved'), '/templates');
 */
export function useRecordForm<D, V extends { [K in keyof V]: string }>(config: {
  id: string | undefined;
  load: string;
  empty: V;
  /** The form's values from the loaded answer; keep it outside the component (it is read once per answer). */
  toValues: (data: D) => V | undefined;
}) {
  const { id, toValues } = config;
  const isNew = !id;
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const navigate = useNavigate();
  const { data } = useCommandData<D>(config.load, { ID: id }, isNew);
  const [values, setValues] = useState<V>(config.empty);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    const loaded = data && toValues(data);
    if (loaded) setValues(loaded);
  }, [data, toValues]);

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
  return { id, isNew, data, values, set, tried, setTried, busy, submit };
}
