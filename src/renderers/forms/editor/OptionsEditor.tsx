import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { ActionPlan, FieldOption, FormModel } from '../../../runtime/forms/FormModel';
import { ActionPlansDialog } from './ActionPlansDialog';
import { formModelOps } from './formModelOps';
import { usageBlock } from './usageBlock';

/** At most this many options are read from a pasted list (spec 001: "only a maximum number is loaded"). */
const IMPORT_LIMIT = 500;

/**
 * The options of a choice field or column: name, auxiliary text, score and action plans; add, reorder,
 * delete (refused while a rule compares with it), import a pasted list (one per line). `fixed` keeps the
 * list as is (the according type's three answers). 10 or more options warn that filling shows them reduced.
 */
export function OptionsEditor(props: {
  options: FieldOption[];
  model: FormModel;
  /** The field (or `table.column`) holding the options: usage is checked as `owner.option`. */
  owner: string;
  warnAt?: number;
  fixed?: boolean;
  onChange(options: FieldOption[]): void;
  onRefuse(message: string): void;
}) {
  const { t } = useTranslation();
  const [plansOf, setPlansOf] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [importError, setImportError] = useState('');
  const options = props.options;
  const set = (index: number, patch: Partial<FieldOption>) =>
    props.onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const swap = (from: number, to: number) => {
    if (to < 0 || to >= options.length) return;
    const next = [...options];
    [next[from], next[to]] = [next[to]!, next[from]!];
    props.onChange(next);
  };
  const remove = (index: number) => {
    const option = options[index]!;
    const blocked = usageBlock(props.model, `${props.owner}.${option.id}`, option.name, t);
    if (blocked) props.onRefuse(blocked);
    else props.onChange(options.filter((_o, i) => i !== index));
  };
  const runImport = () => {
    const names = pasted
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, IMPORT_LIMIT);
    if (names.length === 0) {
      setImportError(t('forms.editor.options.importEmpty'));
      return;
    }
    const taken = new Set(options.map((o) => o.id));
    props.onChange([...options, ...names.map((name) => formModelOps.newOption(props.model, name, taken))]);
    setImporting(false);
    setPasted('');
    setImportError('');
  };
  return (
    <Stack spacing={1.5} role="group" aria-label={t('forms.editor.options.title')}>
      <Typography variant="subtitle2">{t('forms.editor.options.title')}</Typography>
      {props.warnAt !== undefined && options.length >= props.warnAt && (
        <Alert severity="warning">{t('forms.editor.options.reducedWarning', { count: props.warnAt })}</Alert>
      )}
      {options.map((option, index) => (
        <Paper key={option.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack spacing={1}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                sx={{ flex: '1 1 180px' }}
                size="small"
                label={t('forms.editor.options.name', { n: index + 1 })}
                value={option.name}
                required
                onChange={(e) => set(index, { name: e.target.value })}
              />
              <TextField
                sx={{ width: 96 }}
                size="small"
                type="number"
                label={t('forms.editor.options.score')}
                value={option.score ?? ''}
                onChange={(e) =>
                  set(index, { score: e.target.value === '' ? undefined : Number(e.target.value) })
                }
              />
            </Box>
            <TextField
              size="small"
              label={t('forms.editor.options.auxText')}
              value={option.auxText ?? ''}
              onChange={(e) => set(index, { auxText: e.target.value || undefined })}
            />
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button size="small" startIcon={<PlaylistAdd />} onClick={() => setPlansOf(index)}>
                {t('forms.editor.options.actionPlans', { count: option.actionPlans?.length ?? 0 })}
              </Button>
              <Box sx={{ flex: 1 }} />
              <IconButton
                size="small"
                aria-label={t('forms.editor.options.up', { name: option.name })}
                disabled={index === 0}
                onClick={() => swap(index, index - 1)}
              >
                <ArrowUpward fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('forms.editor.options.down', { name: option.name })}
                disabled={index === options.length - 1}
                onClick={() => swap(index, index + 1)}
              >
                <ArrowDownward fontSize="small" />
              </IconButton>
              {!props.fixed && (
                <IconButton
                  size="small"
                  aria-label={t('forms.editor.options.remove', { name: option.name })}
                  onClick={() => remove(index)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              )}
            </Box>
          </Stack>
        </Paper>
      ))}
      {!props.fixed && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            startIcon={<Add />}
            onClick={() =>
              props.onChange([
                ...options,
                formModelOps.newOption(
                  props.model,
                  t('forms.editor.options.default', { n: options.length + 1 }),
                  new Set(options.map((o) => o.id)),
                ),
              ])
            }
          >
            {t('forms.editor.options.add')}
          </Button>
          <Button onClick={() => setImporting(true)}>{t('forms.editor.options.import')}</Button>
        </Box>
      )}
      {plansOf !== null && options[plansOf] && (
        <ActionPlansDialog
          option={options[plansOf]}
          onClose={() => setPlansOf(null)}
          onSave={(plans: ActionPlan[]) => {
            set(plansOf, { actionPlans: plans.length ? plans : undefined });
            setPlansOf(null);
          }}
        />
      )}
      {importing && (
        <Dialog open onClose={() => setImporting(false)} fullWidth maxWidth="sm">
          <DialogTitle>{t('forms.editor.options.import')}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              multiline
              minRows={6}
              fullWidth
              sx={{ mt: 1 }}
              label={t('forms.editor.options.importLabel')}
              helperText={importError || t('forms.editor.options.importHelp', { max: IMPORT_LIMIT })}
              error={!!importError}
              value={pasted}
              onChange={(e) => setPasted(e.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setImporting(false)}>{t('forms.editor.cancel')}</Button>
            <Button variant="contained" onClick={runImport}>
              {t('forms.editor.options.importRun')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Stack>
  );
}
