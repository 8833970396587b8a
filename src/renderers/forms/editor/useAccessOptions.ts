import { useEffect, useState } from 'react';
import { useRuntime } from '../../hooks/useRuntime';

export interface AccessOptions {
  roles: Array<{ id: number; name: string }>;
  squads: Array<{ id: number; name: string }>;
  employees: Array<{ id: number; name: string }>;
}

const EMPTY: AccessOptions = { roles: [], squads: [], employees: [] };

/**
 * The roles, squads and employees a form's or folder's permissions and an alert's recipients pick from
 * (ListarModelos with OPCOES_ACESSO, docs/forms.md). Empty lists until answered (or when refused).
 *
 * @example const { roles } = useAccessOptions();
 */
export function useAccessOptions(): AccessOptions {
  const { command } = useRuntime();
  const [options, setOptions] = useState<AccessOptions>(EMPTY);
  useEffect(() => {
    let alive = true;
    command<{ OPCOES_ACESSO?: AccessOptions }>('ListarModelos', { OPCOES_ACESSO: true }, { silent: true })
      .then((answer) => alive && answer.OPCOES_ACESSO && setOptions(answer.OPCOES_ACESSO))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command]);
  return options;
}
