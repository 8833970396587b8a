import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { MapEmployee } from '../../../runtime/protocol/answers/MapEmployee';
import { employeeKey } from '../../../runtime/tracker/employeeKey';
import { employeeLabel } from './employeeLabel';
import { employeeFacts } from './teamMapPoints';

/**
 * The team beside the map (under it on phones): photo or initials with an online dot, the name, and the
 * latest facts (status, speed, battery, last update). A click opens the person's day on the map.
 */
export function EmployeeList(props: {
  employees: MapEmployee[];
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (!props.employees.length)
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('teamMap.noEmployees')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={t('teamMap.employees', { count: props.employees.length })}>
      {props.employees.map((employee) => {
        const key = employeeKey(employee);
        const { name, initials } = employeeLabel(employee);
        const [status, ...facts] = employeeFacts(employee, t, i18n.language);
        return (
          <li key={key}>
            <ListItemButton
              selected={props.selected === key}
              aria-pressed={props.selected === key}
              onClick={() => props.onSelect(key)}
            >
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  variant="dot"
                  color={employee.ONLINE ? 'success' : 'default'}
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  sx={{
                    '& .MuiBadge-dot': { border: '2px solid #fff', width: 12, height: 12, borderRadius: 6 },
                  }}
                >
                  <Avatar src={employee.FOTO ?? undefined} alt="" sx={{ bgcolor: '#37474f', color: '#fff' }}>
                    {initials}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={name}
                secondary={[status, ...facts].join(' · ')}
                slotProps={{ secondary: { sx: { color: 'text.secondary' } } }}
              />
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
