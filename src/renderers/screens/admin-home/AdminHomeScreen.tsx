import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import { Link as RouterLink } from 'react-router';
import type { AdminCompany } from '../../components/admin/AdminCompany';
import { PageHeader } from '../../components/PageHeader';
import { useCommandData } from '../../hooks/useCommandData';
import { usePageTitle } from '../../hooks/usePageTitle';
import type { ScreenProps } from '../ScreenProps';
import { CompanyImportMenu } from './CompanyImportMenu';

const CARDS = [
  { to: '/admin/functionalities', title: 'admin.functionalitiesCard', text: 'admin.functionalitiesText' },
  { to: '/admin/commands', title: 'admin.commandsCard', text: 'admin.commandsText' },
];

/** The platform administrator's home: where to manage access, and the companies using the product. */
export function AdminHomeScreen(props: ScreenProps) {
  const { t } = useTranslation();
  const title = usePageTitle(props.route.title);
  const { data } = useCommandData<{ EMPRESAS: AdminCompany[] }>('ConsultarTodasEmpresasUsuarias');
  return (
    <>
      <PageHeader title={title} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 3 }}>
        {CARDS.map((card) => (
          <Card key={card.to}>
            <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" component="h2">
                  {t(card.title)}
                </Typography>
                <Typography color="text.secondary">{t(card.text)}</Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      <Card component="section" aria-labelledby="admin-companies-title">
        <CardContent sx={{ pb: 0 }}>
          <Typography variant="h2" id="admin-companies-title">
            {t('admin.companies')}
          </Typography>
        </CardContent>
        <Table aria-labelledby="admin-companies-title">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.company')}</TableCell>
              <TableCell>{t('admin.plan')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('admin.state')}</TableCell>
              <TableCell>{t('admin.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.EMPRESAS ?? []).map((c) => (
              <TableRow key={c.id}>
                <TableCell>{c.name}</TableCell>
                <TableCell>{c.planName}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  <Chip
                    size="small"
                    color={c.blocked ? 'error' : c.trial ? 'info' : 'success'}
                    label={t(
                      c.blocked
                        ? 'plan.status.blocked'
                        : c.trial
                          ? 'plan.status.trial'
                          : 'plan.status.active',
                    )}
                  />
                </TableCell>
                <TableCell>
                  <CompanyImportMenu companyId={c.id} companyName={c.name} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </>
  );
}
