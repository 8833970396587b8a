import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Level } from '../../../runtime/access/Level';
import { resolvePlan } from '../../../runtime/plans/resolvePlan';
import { FormCard } from '../../components/crud/FormCard';
import { useCommandAction } from '../../hooks/useCommandAction';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import { LevelChoice } from '../../components/permissions/LevelChoice';

/**
 * The company administrator's switch per functionality for the whole company, within what the plan
 * allows (ConsultarFuncionalidadesEmpresa: level and plan ceiling per functionality; saved with
 * SalvarFuncionalidadesEmpresa). Until it answers, the administrator's own levels (group 158 has every
 * functionality at EDIT) and the plan's ceilings from metadata stand in. Everyone's menus follow within one
 * permission refresh (10 s); the administrator's at once.
 */
export function CompanyFunctionalitiesCard() {
  const { t } = useTranslation();
  const { metadata, session } = useRuntime();
  const { busy, run } = useCommandAction();
  const notify = useNotify();
  const current = useSession((s) => s.functionalities);
  const planName = useSession((s) => s.plan?.name ?? metadata.plans.defaultPlan);
  const { data } = useCommandData<{
    FUNCIONALIDADES: Array<{ code: string; ceiling: Level; level: Level }>;
  }>('ConsultarFuncionalidadesEmpresa');
  const planCeilings = useMemo(
    () => resolvePlan(metadata.plans, planName).functionalities,
    [metadata.plans, planName],
  );
  // Company data stays on: turning it off would lock the administrator out of this very page.
  const codes = metadata.functionalities.filter((f) => !f.neverActive && f.code !== 'COMPANY_DATA');
  const [levels, setLevels] = useState<Record<string, Level>>(() => ({ ...current }));
  const [saved, setSaved] = useState<Record<string, Level>>(() => ({ ...current }));
  const ceilings = useMemo(
    () => (data ? Object.fromEntries(data.FUNCIONALIDADES.map((f) => [f.code, f.ceiling])) : planCeilings),
    [data, planCeilings],
  );
  useEffect(() => {
    if (!data) return;
    const fromServer = Object.fromEntries(data.FUNCIONALIDADES.map((f) => [f.code, f.level]));
    setLevels(fromServer);
    setSaved(fromServer);
  }, [data]);

  const save = async () => {
    const changed = Object.fromEntries(
      codes
        .filter((f) => (levels[f.code] ?? 'DISABLE') !== (saved[f.code] ?? 'DISABLE'))
        .map((f) => [f.code, levels[f.code] ?? 'DISABLE']),
    );
    await run(
      'SalvarFuncionalidadesEmpresa',
      { FUNCTIONALITIES: changed },
      {
        silentOnSuccess: true,
        onDone: async () => {
          notify('success', t('companyData.functionalitiesSaved'));
          setSaved(levels);
          await session.getState().refreshPermissions();
        },
      },
    );
  };

  return (
    <FormCard id="company-functionalities-title" title={t('companyData.functionalities')} flush>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('companyData.functionalitiesHint', { plan: planName })}
      </Typography>
      {codes.map((f) => (
        <LevelChoice
          key={f.code}
          label={t(`categories.${f.category}`)}
          toggle={f.toggle}
          max={ceilings[f.code] ?? 'EDIT'}
          value={levels[f.code] ?? 'DISABLE'}
          onChange={(level) => setLevels((l) => ({ ...l, [f.code]: level }))}
        />
      ))}
      <Button variant="contained" sx={{ mt: 2 }} disabled={busy} onClick={() => void save()}>
        {t('companyData.saveFunctionalities')}
      </Button>
    </FormCard>
  );
}
