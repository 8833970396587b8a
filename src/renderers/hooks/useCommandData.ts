import { useCallback, useEffect, useState } from 'react';
import { isNotFoundError } from '../../runtime/errors/isNotFoundError';
import type { CommandParams } from '../../runtime/protocol/CommandFn';
import { useRuntime } from './useRuntime';

/**
 * Loads a command's answer for a screen: `data` once answered, `failed` when refused (the adapter already
 * showed why), `notFound` when refused because the record is not there (render NotFound), `reload` to ask
 * again. `skip` waits (e.g. for an id). `showsNotFound`: the screen renders NotFound for `notFound`, so
 * the adapter's "not found" toast is not shown on top of it.
 *
 * @example const { data } = useCommandData<{ GRUPOS: Role[] }>('ConsultarGruposUsuario');
 */
export function useCommandData<T>(
  name: string,
  params: CommandParams = {},
  skip = false,
  options: { showsNotFound?: boolean } = {},
) {
  const { command } = useRuntime();
  const [data, setData] = useState<T | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(params);
  const showsNotFound = options.showsNotFound ?? false;
  useEffect(() => {
    if (skip) return;
    let alive = true;
    command<T>(name, JSON.parse(key) as CommandParams, {
      silentOnSuccess: true,
      silentNotFound: showsNotFound,
    })
      .then((answer) => alive && (setData(answer), setFailed(false), setNotFound(false)))
      .catch((error: unknown) => alive && (setFailed(true), setNotFound(isNotFoundError(error))));
    return () => {
      alive = false;
    };
  }, [command, name, key, skip, version, showsNotFound]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, failed, notFound, reload };
}
