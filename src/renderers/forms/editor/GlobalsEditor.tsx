import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../hooks/useTranslation';
import type { FormModel, GlobalVariable } from '../../../runtime/forms/FormModel';
import { NativeSelect } from '../../components/NativeSelect';
import { formModelOps } from './formModelOps';
import { usageBlock } from './usageBlock';

/** The model's global variables: serial (a number per document) or personalised (a fixed value). */
export function GlobalsEditor(props: {
  model: FormModel;
  onChange(model: FormModel): void;
  onRefuse(message: string): void;
}) {
  const { t } = useTranslation();
  const globals = props.model.globals ?? [];
  const save = (next: GlobalVariable[]) => {
    const model: FormModel = { ...props.model, globals: next };
    if (next.length === 0) delete model.globals;
    props.onChange(model);
  };
  const set = (index: number, patch: Partial<GlobalVariable>) =>
    save(globals.map((g, i) => (i === index ? { ...g, ...patch } : g)));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="globals-title">
      <Typography id="globals-title" variant="subtitle1" component="h2">
        {t('forms.editor.globals.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('forms.editor.globals.help')}
      </Typography>
      {globals.map((global, index) => (
        <Paper key={global.id} variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={global.name}>
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' },
              alignItems: 'center',
            }}
          >
            <TextField
              size="small"
              label={t('forms.editor.globals.name')}
              value={global.name}
              required
              onChange={(e) => set(index, { name: e.target.value })}
            />
            <NativeSelect
              size="small"
              label={t('forms.editor.globals.kind')}
              value={global.kind}
              onChange={(kind) =>
                set(index, { kind: kind as GlobalVariable['kind'], value: kind === 'serial' ? 1 : '' })
              }
              options={['serial', 'personalised'].map((k) => ({
                value: k,
                label: t(`forms.editor.globals.${k}`),
              }))}
            />
            <TextField
              size="small"
              label={
                global.kind === 'serial' ? t('forms.editor.globals.start') : t('forms.editor.globals.value')
              }
              type={global.kind === 'serial' ? 'number' : 'text'}
              value={global.value}
              onChange={(e) =>
                set(index, { value: global.kind === 'serial' ? Number(e.target.value) : e.target.value })
              }
            />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Chip size="small" label={global.id} />
              <IconButton
                aria-label={t('forms.editor.globals.remove', { name: global.name })}
                onClick={() => {
                  const blocked = usageBlock(props.model, global.id, global.name, t);
                  if (blocked) props.onRefuse(blocked);
                  else save(globals.filter((_g, i) => i !== index));
                }}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
          </Box>
        </Paper>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() =>
            save([
              ...globals,
              {
                id: formModelOps.freshId(props.model, 'global'),
                name: t('forms.editor.globals.default', { n: globals.length + 1 }),
                kind: 'serial',
                value: 1,
              },
            ])
          }
        >
          {t('forms.editor.globals.add')}
        </Button>
      </Box>
    </Stack>
  );
}
