import Add from '@mui/icons-material/Add';
import Science from '@mui/icons-material/ScienceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ReactFlowProvider } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import type { FormModel } from '../../runtime/forms/FormModel';
import { checkModelWorkflow } from '../../runtime/workflows/checkModelWorkflow';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { RemoveWorkflowButton } from './RemoveWorkflowButton';
import { StepSettingsPanel } from './StepSettingsPanel';
import { stepEditors } from './stepEditors';
import { takenPath } from './takenPath';
import { useWorkflowLookups } from './useWorkflowLookups';
import { WorkflowCanvas } from './WorkflowCanvas';
import { workflowOps } from './workflowOps';
import { WorkflowTestPanel } from './WorkflowTestPanel';

const ROW = 180;
const COLUMN = 260;

/** The first place from `candidate` rightwards that no step's node (of `taken`) covers. */
function freeSlot(taken: Array<{ x: number; y: number }>, candidate: { x: number; y: number }) {
  let { x } = candidate;
  while (taken.some((p) => Math.abs(p.x - x) < COLUMN - 20 && Math.abs(p.y - candidate.y) < ROW - 20))
    x += COLUMN;
  return { x, y: candidate.y };
}

/**
 * The form editor's "Workflow" tab (spec 001 §2, §3; docs/workflows.md): the palette (every registered
 * step type whose editor offers it), the map, the selected step's settings, the problems checkWorkflow
 * finds (each step at fault marked on the map; saving is refused while any remain) and the "Testar"
 * panel. Every change goes to the model through `onChange`, the layout included.
 */
export function WorkflowTab(props: {
  model: FormModel;
  /** Ids the last save refusal named (the server's ETAPAS among them): marked even when the check here passes. */
  invalidIds: Set<string>;
  onChange(model: FormModel): void;
}) {
  const { t } = useTranslation();
  const lookups = useWorkflowLookups();
  const { model } = props;
  const workflow = model.workflow;
  const [selected, setSelected] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);
  const [values, setValues] = useState<Record<string, unknown>>({});

  const check = useMemo(() => checkModelWorkflow(model), [model]);
  const problems = useMemo(() => {
    const byStep = new Map<string, string[]>();
    for (const problem of check.problems)
      if (problem.stepId)
        byStep.set(problem.stepId, [
          ...(byStep.get(problem.stepId) ?? []),
          t(`workflow.problems.${problem.code}`),
        ]);
    for (const step of model.workflow?.steps ?? [])
      if (props.invalidIds.has(step.id) && !byStep.has(step.id))
        byStep.set(step.id, [t('workflow.problems.STEP_NOT_CONFIGURED')]);
    return byStep;
  }, [check, t, model.workflow, props.invalidIds]);
  const path = useMemo(
    () => (testing && workflow ? takenPath(workflow, model, values, stepEditors) : null),
    [testing, workflow, model, values],
  );

  if (!workflow)
    return (
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('workflow.editor.empty')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => props.onChange({ ...model, workflow: workflowOps.empty(t) })}
        >
          {t('workflow.editor.create')}
        </Button>
      </Paper>
    );

  const change = (next: Workflow) => props.onChange({ ...model, workflow: next });
  const add = (type: string) => {
    const layout = workflow.layout ?? {};
    const anchor = selected ? layout[selected] : undefined;
    // Below the selected step, or next in the column under the start; to the right while that place is
    // taken (a decision's branches side by side); the ends move down out of the way.
    const ends = new Set(workflow.steps.filter((s) => s.type === 'end').map((s) => s.id));
    const position = freeSlot(
      Object.entries(layout).flatMap(([id, p]) => (ends.has(id) ? [] : [p])),
      anchor ? { x: anchor.x, y: anchor.y + ROW } : { x: 0, y: ROW * (workflow.steps.length - 1) },
    );
    const added = workflowOps.add(workflow, type, stepEditors, t, position);
    const cleared = workflow.steps
      .filter((s) => s.type === 'end' && (layout[s.id]?.y ?? 0) <= position.y)
      .reduce(
        (current, end) =>
          workflowOps.move(current, end.id, { x: layout[end.id]?.x ?? 0, y: position.y + ROW }),
        added.workflow,
      );
    change(type === 'end' ? added.workflow : cleared);
    setSelected(added.id);
  };
  const remove = (ids: string[]) => {
    change(ids.reduce((current, id) => workflowOps.remove(current, id, stepEditors), workflow));
    if (selected && ids.includes(selected)) setSelected(null);
  };
  const step = workflow.steps.find((s) => s.id === selected);
  const general = check.problems.filter((problem) => !problem.stepId);
  const faulty = workflow.steps.filter((s) => problems.has(s.id));

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Box
        component="section"
        aria-label={t('workflow.editor.palette')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}
      >
        {Object.keys(stepTypes)
          .filter((type) => stepEditors[type]?.palette)
          .map((type) => {
            const label = t(stepTypes[type]!.labelKey);
            return (
              <Button
                key={type}
                size="small"
                variant="outlined"
                startIcon={<Add fontSize="small" />}
                aria-label={t('workflow.editor.add', { type: label })}
                onClick={() => add(type)}
                sx={{ textTransform: 'none' }}
              >
                {label}
              </Button>
            );
          })}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          variant={testing ? 'contained' : 'text'}
          startIcon={<Science />}
          aria-pressed={testing}
          onClick={() => setTesting((on) => !on)}
        >
          {t('workflow.editor.test.open')}
        </Button>
        <RemoveWorkflowButton onRemove={() => props.onChange({ ...model, workflow: undefined })} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('workflow.editor.canvasHelp')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          minWidth: 0,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: step ? 'minmax(0, 1fr) 360px' : 'minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ReactFlowProvider>
          <WorkflowCanvas
            workflow={workflow}
            problems={problems}
            taken={path}
            selected={selected}
            onSelect={setSelected}
            onMove={(id, position) => change(workflowOps.move(workflow, id, position))}
            onConnect={(source, handle, target) =>
              change(workflowOps.connect(workflow, source, handle, target, stepEditors))
            }
            onDelete={remove}
          />
        </ReactFlowProvider>
        {step ? (
          <StepSettingsPanel
            key={step.id}
            step={step}
            workflow={workflow}
            model={model}
            lookups={lookups}
            problems={problems.get(step.id) ?? []}
            onChange={(patch) => change(workflowOps.update(workflow, step.id, patch))}
            onDelete={() => remove([step.id])}
            onClose={() => setSelected(null)}
          />
        ) : null}
      </Box>
      {problems.size + general.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{t('workflow.editor.problemsTitle')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {general.map((problem) => (
              <li key={problem.code}>{t(`workflow.problems.${problem.code}`)}</li>
            ))}
            {faulty.map((s) => (
              <li key={s.id}>
                <Button
                  size="small"
                  sx={{
                    textTransform: 'none',
                    p: 0,
                    minWidth: 0,
                    textAlign: 'left',
                    justifyContent: 'flex-start',
                  }}
                  onClick={() => setSelected(s.id)}
                >
                  {t('workflow.editor.stepProblems', {
                    name: s.name,
                    problems: problems.get(s.id)!.join('; '),
                  })}
                </Button>
              </li>
            ))}
          </Box>
        </Alert>
      ) : (
        <Alert severity="success">{t('workflow.editor.ready')}</Alert>
      )}
      {testing && path && (
        <WorkflowTestPanel
          model={model}
          workflow={workflow}
          values={values}
          path={path}
          onValues={setValues}
        />
      )}
    </Box>
  );
}
