import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormHeader, FormModel } from '../../../runtime/forms/FormModel';
import { isAuxField } from '../../../runtime/forms/compileFormModel';
import { NativeSelect } from '../../components/NativeSelect';
import { folderTreeRows } from '../../components/folders/folderTreeRows';
import { GlobalsEditor } from './GlobalsEditor';

const HEADER: Array<keyof FormHeader> = ['title', 'client', 'unit', 'asset', 'project'];

/** The "manage" tab: header options, main field, score on/off, folder, global variables. */
export function FormSettingsTab(props: {
  model: FormModel;
  folders: Array<{ id: number; name: string; parentId: number | null }>;
  onChange(model: FormModel): void;
  onRefuse(message: string): void;
}) {
  const { t } = useTranslation();
  const { model } = props;
  const header = model.header ?? {};
  const fields = model.groups.flatMap((g) => g.fields).filter((f) => !isAuxField(f));
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        <FormGroup role="group" aria-labelledby="header-options">
          <FormLabel id="header-options" component="legend">
            {t('forms.editor.headerOptions')}
          </FormLabel>
          <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
            {HEADER.map((key) => (
              <FormControlLabel
                key={key}
                control={
                  <Checkbox
                    checked={header[key] === true}
                    onChange={(e) =>
                      props.onChange({ ...model, header: { ...header, [key]: e.target.checked } })
                    }
                  />
                }
                label={t(`forms.editor.header.${key}`)}
              />
            ))}
          </Box>
        </FormGroup>
        <NativeSelect
          label={t('forms.editor.mainField')}
          value={model.mainField ?? ''}
          placeholder="—"
          onChange={(id) => {
            const next: FormModel = { ...model, mainField: id };
            if (!id) delete next.mainField;
            props.onChange(next);
          }}
          options={fields.map((f) => ({ value: f.id, label: `${f.name} (${f.id})` }))}
        />
        <FormControlLabel
          control={
            <Switch
              checked={model.score === true}
              onChange={(e) => props.onChange({ ...model, score: e.target.checked })}
            />
          }
          label={t('forms.editor.scoreOn')}
        />
        <NativeSelect
          label={t('forms.editor.folder')}
          value={model.folderId == null ? '' : String(model.folderId)}
          onChange={(id) => props.onChange({ ...model, folderId: id ? Number(id) : null })}
          options={[
            { value: '', label: t('forms.list.root') },
            ...folderTreeRows(props.folders).map(({ folder, depth }) => ({
              value: String(folder.id),
              label: `${'\u2003'.repeat(depth)}${folder.name}`,
            })),
          ]}
        />
        <Divider />
        <GlobalsEditor model={model} onChange={props.onChange} onRefuse={props.onRefuse} />
      </Stack>
    </Paper>
  );
}
