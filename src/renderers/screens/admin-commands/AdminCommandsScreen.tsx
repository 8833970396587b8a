import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { NativeSelect } from '../../components/NativeSelect';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useRuntime } from '../../hooks/useRuntime';
import type { ScreenProps } from '../ScreenProps';

interface CommandRow {
  name: string;
  access: string;
  role?: string;
  functionality?: string;
  level?: 'VIEW' | 'EDIT';
  overridden: boolean;
}

/**
 * The server's commands grouped per functionality (GetCommandsByFunctionality); a `user` command's
 * functionality and level can be changed (SaveCommandFunctionality).
 */
export function AdminCommandsScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { command, metadata } = useRuntime();
  const notify = useNotify();
  const { data, reload } = useCommandData<{ COMMANDS: CommandRow[] }>('GetCommandsByFunctionality');
  const groups = useMemo(() => {
    const map = new Map<string, CommandRow[]>();
    for (const c of data?.COMMANDS ?? []) {
      const key = c.functionality ?? '';
      map.set(key, [...(map.get(key) ?? []), c]);
    }
    return [...map].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  }, [data]);
  if (!data) return <FullPageSpinner />;

  const change = async (row: CommandRow, functionality: string, level: string) => {
    try {
      await command(
        'SaveCommandFunctionality',
        { NAME: row.name, FUNCTIONALITY: functionality, LEVEL: level || 'VIEW' },
        { silentOnSuccess: true },
      );
      notify('success', t('admin.commandSaved', { name: row.name }));
      reload();
    } catch {
      // The adapter showed why.
    }
  };

  const functionalityOptions = metadata.functionalities.map((f) => ({
    value: f.code,
    label: t(`categories.${f.category}`),
  }));
  return (
    <>
      <PageHeader title={title} subtitle={t('admin.commandsText')} />
      {groups.map(([functionality, rows]) => (
        <Card
          key={functionality || 'none'}
          component="section"
          sx={{ mb: 3, overflowX: 'auto' }}
          aria-label={functionality || t('admin.noFunctionality')}
        >
          <CardContent sx={{ pb: 0 }}>
            <Typography variant="h2">
              {functionality
                ? t(
                    `categories.${metadata.functionalities.find((f) => f.code === functionality)?.category ?? functionality}`,
                  )
                : t('admin.noFunctionality')}
            </Typography>
          </CardContent>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.command')}</TableCell>
                <TableCell>{t('admin.functionality')}</TableCell>
                <TableCell>{t('admin.level')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.name}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    {row.name} {row.overridden && <Chip size="small" label={t('admin.overridden')} />}
                    <Typography variant="body2" color="text.secondary">
                      {row.access}
                      {row.role ? ` · ${row.role}` : ''}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>
                    {row.access === 'user' ? (
                      <NativeSelect
                        label={t('admin.functionalityOf', { name: row.name })}
                        size="small"
                        margin="none"
                        hiddenLabel
                        value={row.functionality ?? ''}
                        placeholder={t('admin.noFunctionality')}
                        options={functionalityOptions}
                        onChange={(v) => void change(row, v, row.level ?? 'VIEW')}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                  <TableCell sx={{ minWidth: 120 }}>
                    {row.access === 'user' && row.functionality ? (
                      <NativeSelect
                        label={t('admin.levelOf', { name: row.name })}
                        size="small"
                        margin="none"
                        hiddenLabel
                        value={row.level ?? 'VIEW'}
                        options={[
                          { value: 'VIEW', label: t('permissions.levelView') },
                          { value: 'EDIT', label: t('permissions.levelEdit') },
                        ]}
                        onChange={(v) => void change(row, row.functionality ?? '', v)}
                      />
                    ) : (
                      '—'
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      ))}
    </>
  );
}
