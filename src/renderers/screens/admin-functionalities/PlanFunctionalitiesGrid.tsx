import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Level } from '../../../runtime/access/Level';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { levelOptions } from './levelOptions';

interface FunctionalityRow {
  code: string;
  category: string;
  toggle?: boolean;
  plans: Record<string, Level>;
}

/** Functionalities × plans, a level per cell; only the changed cells are sent (SaveFunctionalities). */
export function PlanFunctionalitiesGrid() {
  const { t } = useTranslation();
  const { command, metadata } = useRuntime();
  const notify = useNotify();
  const { data, reload } = useCommandData<{ FUNCTIONALITIES: FunctionalityRow[] }>('GetFunctionalities');
  const [changed, setChanged] = useState<Record<string, Level>>({});
  const [busy, setBusy] = useState(false);
  if (!data) return <FullPageSpinner />;
  const plans = metadata.plans.plans.map((p) => p.name);
  const count = Object.keys(changed).length;

  const save = async () => {
    setBusy(true);
    try {
      const list = Object.entries(changed).map(([key, level]) => {
        const [code, plan] = key.split('|');
        return { code, plan, level };
      });
      await command('SaveFunctionalities', { FUNCTIONALITIES: list }, { silentOnSuccess: true });
      notify('success', t('admin.permissionsSaved'));
      setChanged({});
      reload();
    } catch {
      // The adapter showed why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Card sx={{ overflowX: 'auto', mb: 2 }}>
        <Table size="small" aria-label={t('admin.plansGrid')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 }}>
                {t('admin.functionality')}
              </TableCell>
              {plans.map((p) => (
                <TableCell key={p}>{p}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.FUNCTIONALITIES.map((f) => (
              <TableRow key={f.code}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={{
                    position: 'sticky',
                    left: 0,
                    bgcolor: 'background.paper',
                    zIndex: 1,
                    fontWeight: 600,
                  }}
                >
                  {t(`categories.${f.category}`)}
                </TableCell>
                {plans.map((plan) => {
                  const key = `${f.code}|${plan}`;
                  return (
                    <TableCell key={plan} sx={{ minWidth: 140 }}>
                      <NativeSelect
                        label={t('admin.cellLabel', { functionality: t(`categories.${f.category}`), plan })}
                        size="small"
                        margin="none"
                        hiddenLabel
                        value={changed[key] ?? f.plans[plan] ?? 'EDIT'}
                        options={levelOptions(t)}
                        onChange={(v) =>
                          setChanged((c) => {
                            const next = { ...c };
                            if (v === (f.plans[plan] ?? 'EDIT')) delete next[key];
                            else next[key] = v as Level;
                            return next;
                          })
                        }
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Button variant="contained" disabled={busy || count === 0} onClick={() => void save()}>
          {count ? t('admin.saveChanges', { count }) : t('admin.noChanges')}
        </Button>
      </Box>
    </>
  );
}
