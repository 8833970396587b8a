import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import { useCommandData } from '../../hooks/useCommandData';
import { useNotify } from '../../hooks/useNotify';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';
import type { EmployeeRow } from '../../components/employees/EmployeeRow';
import { RowActionsMenu } from '../../components/tables/RowActionsMenu';
import { usePhoneWidth } from '../../components/tables/usePhoneWidth';

/**
 * The employee list: name, surname, e-mail, phone, role, active, last login and online, with edit and
 * (de)activate. The grid grows with its page of rows (no inner box that shows only a few); on a phone the
 * row actions come first, as one "Ações" menu, so they never sit beyond the sideways scroll.
 */
export function EmployeesGrid(props: { canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const { command } = useRuntime();
  const notify = useNotify();
  const me = useSession((s) => s.user?.id);
  const { data, reload } = useCommandData<{ COLABORADORES: EmployeeRow[] }>('ListarColaboradores');
  const [busy, setBusy] = useState<number | null>(null);
  const phone = usePhoneWidth();

  const toggle = async (row: EmployeeRow) => {
    setBusy(row.id);
    try {
      await command(
        'AlterarStatusColaborador',
        { ID: row.id, ATIVO: !row.isActive },
        { silentOnSuccess: true },
      );
      notify('success', t(row.isActive ? 'employeePages.deactivated' : 'employeePages.activated'));
      reload();
    } catch {
      // The adapter showed why (licence limit, oneself, the owner).
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<GridColDef<EmployeeRow>[]>(() => {
    const out: GridColDef<EmployeeRow>[] = [
      { field: 'name', headerName: t('employeePages.name'), flex: 1, minWidth: 130 },
      { field: 'surname', headerName: t('employeePages.surname'), flex: 1, minWidth: 120 },
      { field: 'email', headerName: t('employeePages.email'), flex: 1.4, minWidth: 190 },
      { field: 'phone', headerName: t('employeePages.phone'), minWidth: 140 },
      {
        field: 'role',
        headerName: t('employeePages.role'),
        minWidth: 130,
        valueGetter: (_v, row) => (row.isShared ? t('employeePages.sharedLogin') : (row.role ?? '')),
      },
      {
        field: 'isActive',
        headerName: t('employeePages.status'),
        minWidth: 110,
        type: 'boolean',
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.isActive ? 'success' : 'default'}
            label={t(row.isActive ? 'employeePages.active' : 'employeePages.inactive')}
          />
        ),
      },
      {
        field: 'lastLogin',
        headerName: t('employeePages.lastLogin'),
        minWidth: 160,
        valueGetter: (_v, row) => (row.lastLogin ? new Date(row.lastLogin) : null),
        type: 'dateTime',
        valueFormatter: (value: Date | null) =>
          value
            ? value.toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
            : t('employeePages.never'),
      },
      {
        field: 'online',
        headerName: t('employeePages.online'),
        minWidth: 100,
        type: 'boolean',
        renderCell: ({ row }) =>
          row.online ? (
            <Chip size="small" color="primary" variant="outlined" label={t('employeePages.onlineNow')} />
          ) : (
            ''
          ),
      },
    ];
    if (props.canEdit && phone)
      out.unshift({
        field: 'actions',
        headerName: '',
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        width: 56,
        renderCell: ({ row }) => (
          <RowActionsMenu
            name={row.name}
            actions={[
              { label: t('employeePages.editOf', { name: row.name }), to: `/employee/edit/${row.id}` },
              ...(!row.isOwner && row.id !== me
                ? [
                    {
                      label: t(row.isActive ? 'employeePages.deactivate' : 'employeePages.activate'),
                      disabled: busy === row.id,
                      onClick: () => void toggle(row),
                    },
                  ]
                : []),
            ]}
          />
        ),
      });
    else if (props.canEdit)
      out.push({
        field: 'actions',
        headerName: t('employeePages.actions'),
        sortable: false,
        filterable: false,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
            <IconButton
              component={RouterLink}
              to={`/employee/edit/${row.id}`}
              size="small"
              aria-label={t('employeePages.editOf', { name: row.name })}
            >
              <Edit fontSize="small" />
            </IconButton>
            {!row.isOwner && row.id !== me && (
              <Button size="small" disabled={busy === row.id} onClick={() => void toggle(row)}>
                {t(row.isActive ? 'employeePages.deactivate' : 'employeePages.activate')}
              </Button>
            )}
          </Box>
        ),
      });
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toggle only closes over stable values and busy
  }, [t, i18n.language, props.canEdit, busy, me, phone]);

  return (
    <DataGrid<EmployeeRow>
      aria-label={t('employeePages.listLabel')}
      rows={data?.COLABORADORES ?? []}
      columns={columns}
      loading={!data}
      initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      pageSizeOptions={[10, 25, 100]}
      disableRowSelectionOnClick
      autoHeight
      localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
      sx={{ border: 0 }}
    />
  );
}
