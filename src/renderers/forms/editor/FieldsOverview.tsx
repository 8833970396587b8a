import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormModel } from '../../../runtime/forms/FormModel';

/** The "view fields" tab: every field of the model in one table (group, name, id, type, flags). */
export function FieldsOverview(props: { model: FormModel }) {
  const { t } = useTranslation();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('forms.editor.tabs.view')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('forms.editor.overview.group')}</TableCell>
            <TableCell>{t('forms.editor.overview.name')}</TableCell>
            <TableCell>{t('forms.editor.overview.id')}</TableCell>
            <TableCell>{t('forms.editor.overview.type')}</TableCell>
            <TableCell>{t('forms.editor.overview.flags')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.model.groups.flatMap((group) =>
            group.fields.map((field) => (
              <TableRow key={field.id}>
                <TableCell>{group.name}</TableCell>
                <TableCell>{field.name}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{field.id}</TableCell>
                <TableCell>{t(`fieldTypes.${field.type}`)}</TableCell>
                <TableCell>
                  {[
                    field.required ? t('forms.editor.common.required') : null,
                    field.rules ? t('forms.editor.conditional') : null,
                    field.score !== undefined
                      ? t('forms.editor.overview.score', { score: field.score })
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </TableCell>
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
