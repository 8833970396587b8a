import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Level } from '../../../runtime/access/Level';
import type { LimitState } from '../../../runtime/plans/limitState';
import { NativeSelect } from '../../components/NativeSelect';
import { TextInput } from '../../components/TextInput';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import type { AdminCompany } from '../../components/admin/AdminCompany';
import { levelOptions } from './levelOptions';

interface NextPermissions {
  PERMISSIONS: { functionalities: Record<string, Level>; limits: Record<string, LimitState> };
  PLAN_NAME: string;
}

/**
 * One company's overrides: pick the company (ConsultarTodasEmpresasUsuarias), see its levels and limits
 * (GetNextPermissionsAndLimits, "x de y usados"), change them and save (UpdateCompanyNextPermissions,
 * only what changed).
 */
export function CompanyPermissionsEditor() {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const notify = useNotify();
  const { data: companies } = useCommandData<{ EMPRESAS: AdminCompany[] }>('ConsultarTodasEmpresasUsuarias');
  const [companyId, setCompanyId] = useState('');
  const { data, reload } = useCommandData<NextPermissions>(
    'GetNextPermissionsAndLimits',
    { COMPANY_ID: companyId },
    !companyId,
  );
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [limits, setLimits] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setLevels({});
    setLimits({});
  }, [companyId, data]);

  const save = async () => {
    const limitChanges = Object.fromEntries(
      Object.entries(limits).map(([k, v]) => [k, v.trim() === '' ? null : Number(v)]),
    );
    setBusy(true);
    try {
      await command(
        'UpdateCompanyNextPermissions',
        { COMPANY_ID: companyId, PERMISSIONS: { functionalities: levels, limits: limitChanges } },
        { silentOnSuccess: true },
      );
      notify('success', t('admin.permissionsSaved'));
      reload();
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(false);
    }
  };

  const current = data?.PERMISSIONS;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card>
        <CardContent>
          <NativeSelect
            label={t('admin.company')}
            value={companyId}
            onChange={setCompanyId}
            placeholder={t('admin.chooseCompany')}
            options={(companies?.EMPRESAS ?? []).map((c) => ({
              value: String(c.id),
              label: `${c.name} (${c.planName})`,
            }))}
          />
          {data && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('admin.companyPlan', { plan: data.PLAN_NAME })}
            </Typography>
          )}
        </CardContent>
      </Card>
      {current && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <Card component="section" aria-labelledby="company-levels-title">
            <CardContent>
              <Typography variant="h2" id="company-levels-title" sx={{ mb: 1 }}>
                {t('admin.functionalities')}
              </Typography>
              {metadata.functionalities.map((f) => (
                <NativeSelect
                  key={f.code}
                  label={t(`categories.${f.category}`)}
                  size="small"
                  value={levels[f.code] ?? current.functionalities[f.code] ?? 'EDIT'}
                  options={levelOptions(t)}
                  onChange={(v) => setLevels((l) => ({ ...l, [f.code]: v as Level }))}
                  margin="dense"
                />
              ))}
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="company-limits-title" sx={{ overflowX: 'auto' }}>
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="h2" id="company-limits-title">
                {t('admin.limits')}
              </Typography>
            </CardContent>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{t('admin.limit')}</TableCell>
                  <TableCell>{t('admin.used')}</TableCell>
                  <TableCell>{t('admin.newLimit')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.entries(current.limits).map(([key, state]) => (
                  <TableRow key={key}>
                    <TableCell>{t(`limits.${key}`)}</TableCell>
                    <TableCell>
                      {state.hasLimit
                        ? t('upsell.used', { used: state.limitUsed, limit: state.limit })
                        : t('admin.unlimited', { used: state.limitUsed })}
                    </TableCell>
                    <TableCell sx={{ minWidth: 110 }}>
                      <TextInput
                        label={t('admin.limitOf', { name: t(`limits.${key}`) })}
                        type="number"
                        value={limits[key] ?? (state.limit === null ? '' : String(state.limit))}
                        onChange={(e) => setLimits((l) => ({ ...l, [key]: e.target.value }))}
                        inputProps={{ min: 0 }}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void save()}>
              {t('common.save')}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
