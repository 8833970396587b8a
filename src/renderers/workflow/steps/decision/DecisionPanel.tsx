import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../hooks/useTranslation';
import type { ConditionalRule } from '../../../../runtime/forms/FormModel';
import type { DecisionSettings } from '../../../../runtime/workflows/steps/decision/DecisionSettings';
import { NativeSelect } from '../../../components/NativeSelect';
import { RuleEditor } from '../../../forms/editor/RuleEditor';
import { NextStepSelect } from '../../NextStepSelect';
import type { StepPanelProps } from '../../StepEditor';

type Path = DecisionSettings['paths'][number];

/**
 * Decision (spec 001 §3): its paths, each with conditional rules built in the form builder's rule editor
 * (the group conditions' one, over the document's answers) and the step it leads to, plus the default
 * path taken when no rule holds (it has no rule).
 */
export function DecisionPanel(props: StepPanelProps<DecisionSettings>) {
  const { t } = useTranslation();
  const { settings } = props.step;
  const setPaths = (paths: Path[], defaultPathId = settings.defaultPathId) =>
    props.onChange({
      paths,
      defaultPathId: paths.some((p) => p.id === defaultPathId) ? defaultPathId : null,
    });
  const update = (id: string, patch: Partial<Path>) =>
    setPaths(settings.paths.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  const addPath = () => {
    let n = settings.paths.length + 1;
    while (settings.paths.some((p) => p.id === `p${n}`)) n += 1;
    setPaths([
      ...settings.paths,
      { id: `p${n}`, name: t('workflow.decision.newPath', { n }), rule: null, next: null },
    ]);
  };
  return (
    <Stack spacing={2}>
      <NativeSelect
        size="small"
        label={t('workflow.decision.default')}
        value={settings.defaultPathId ?? ''}
        placeholder="—"
        onChange={(id) =>
          setPaths(
            settings.paths.map((p) => (p.id === id ? { ...p, rule: null } : p)),
            id || null,
          )
        }
        options={settings.paths.map((p) => ({ value: p.id, label: p.name }))}
      />
      <Typography variant="subtitle2" component="h3">
        {t('workflow.decision.paths')}
      </Typography>
      {settings.paths.map((path, i) => (
        <Paper
          key={path.id}
          variant="outlined"
          sx={{ p: 1.5 }}
          role="group"
          aria-label={t('workflow.decision.path', { n: i + 1 })}
        >
          <Stack spacing={1.5}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                size="small"
                fullWidth
                label={t('workflow.decision.pathName')}
                value={path.name}
                onChange={(e) => update(path.id, { name: e.target.value })}
              />
              <IconButton
                aria-label={t('workflow.decision.removePath', { name: path.name })}
                onClick={() => setPaths(settings.paths.filter((p) => p.id !== path.id))}
              >
                <DeleteOutline />
              </IconButton>
            </Box>
            {path.id !== settings.defaultPathId && (
              <RuleEditor
                rule={(path.rule ?? undefined) as ConditionalRule | undefined}
                model={props.model}
                ownerIds={[]}
                onChange={(rule) =>
                  update(path.id, { rule: (rule ?? null) as unknown as Record<string, unknown> | null })
                }
              />
            )}
            <NextStepSelect
              label={t('workflow.editor.next')}
              workflow={props.workflow}
              from={props.step.id}
              value={path.next}
              onChange={(next) => update(path.id, { next })}
            />
          </Stack>
        </Paper>
      ))}
      <Box>
        <Button startIcon={<Add />} onClick={addPath}>
          {t('workflow.decision.addPath')}
        </Button>
      </Box>
    </Stack>
  );
}
