import { useEffect, useState } from 'react';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { useRuntime } from '../../hooks/useRuntime';

/**
 * The name of a task's form, read quietly from its model (ConsultarModeloDocumento) when no document
 * carries it yet; undefined until answered or when the caller may not see the form.
 *
 * @example const name = useFormName(task.formId, hasDocument);
 */
export function useFormName(formId: number | undefined, skip: boolean): string | undefined {
  const { command } = useRuntime();
  const [name, setName] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (skip || formId === undefined) return;
    let alive = true;
    command<{ MODELO: { model: FormModel } }>('ConsultarModeloDocumento', { ID: formId }, { silent: true })
      .then((answer) => alive && setName(answer.MODELO.model.name))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command, formId, skip]);
  return name;
}
