import { useEffect, useState } from 'react';
import type { AccessOptions } from '../../forms/editor/useAccessOptions';
import { useRuntime } from '../../hooks/useRuntime';

type Option = { id: number; name: string };

/**
 * What the list's filters pick from: the forms and the employees (ListarModelos with OPCOES_ACESSO) and
 * the custom flows (ConsultarFluxosAprovacao), asked quietly: a reviewer who may not list forms still
 * sees the revisions, with shorter filters.
 */
export function useFilterOptions() {
  const { command } = useRuntime();
  const [options, setOptions] = useState<{ forms: Option[]; flows: Option[]; authors: Option[] }>({
    forms: [],
    flows: [],
    authors: [],
  });
  useEffect(() => {
    let alive = true;
    void Promise.all([
      command<{ MODELOS?: Option[]; OPCOES_ACESSO?: AccessOptions }>(
        'ListarModelos',
        { OPCOES_ACESSO: true },
        { silent: true },
      ).catch(() => ({ MODELOS: [], OPCOES_ACESSO: undefined })),
      command<{ FLUXOS?: Option[] }>('ConsultarFluxosAprovacao', {}, { silent: true }).catch(() => ({
        FLUXOS: [],
      })),
    ]).then(([forms, flows]) => {
      if (!alive) return;
      const pick = (list: Option[] | undefined) => (list ?? []).map(({ id, name }) => ({ id, name }));
      setOptions({
        forms: pick(forms.MODELOS),
        flows: pick(flows.FLUXOS),
        authors: pick(forms.OPCOES_ACESSO?.employees),
      });
    });
    return () => {
      alive = false;
    };
  }, [command]);
  return options;
}
