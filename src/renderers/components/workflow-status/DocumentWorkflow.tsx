import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useCommandData } from '../../hooks/useCommandData';
import { loadChunk } from '../../registry/loadChunk';
import { ChunkErrorBoundary } from '../ChunkErrorBoundary';
import { JumpStepButton } from './JumpStepButton';
import { WORKFLOW_MAP_HEIGHT } from './WORKFLOW_MAP_HEIGHT';
import type { WorkflowAnswer } from './WorkflowAnswer';
import { WorkflowStepItem } from './WorkflowStepItem';

// React Flow (~60 KB gzip) comes with the map, not with the task page.
const WorkflowMap = lazy(() =>
  loadChunk('workflow-map', () => import('./WorkflowMap')).then((m) => ({ default: m.WorkflowMap })),
);

/** The steps in the order the flow took them (first run), then those it has not reached, in the map's order. */
function flowOrder(steps: WorkflowAnswer['PASSOS']) {
  const firstRun = (step: WorkflowAnswer['PASSOS'][number]) => step.runs[0]?.id ?? Number.POSITIVE_INFINITY;
  return steps
    .map((step, index) => ({ step, index }))
    .sort((a, b) => firstRun(a.step) - firstRun(b.step) || a.index - b.index);
}

/**
 * The "Workflow" section of a document's page (task view, finished document): the running or finished
 * instance's map (WorkflowMap, lazy: each step in its state, the branches taken), then its steps as an
 * ordered list (readable by screen readers and at 360 px), each with its state,
 * who and when, branch, e-mails and expiry label; `canJump` (TASK EDIT) offers "Avançar etapa" on the
 * current step, and the section reloads after the jump (`onChanged` lets the page reload too). Renders
 * nothing when the document has no workflow instance.
 *
 * @example <DocumentWorkflow documentId={31} canJump onChanged={reload} />
 */
export function DocumentWorkflow(props: { documentId: number; canJump: boolean; onChanged?(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const answer = useCommandData<WorkflowAnswer>('ConsultarWorkflowDocumento', {
    DOCUMENTO_ID: props.documentId,
  });
  if (answer.failed)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {t('workflowStatus.loadError')}
      </Alert>
    );
  const instance = answer.data?.WORKFLOW;
  if (!answer.data || !instance) return null;
  const running = instance.status === 'running';
  const jumped = () => {
    answer.reload();
    props.onChanged?.();
  };
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('workflowStatus.title')}
        </Typography>
        <Chip
          size="small"
          color={running ? 'info' : 'success'}
          label={t(`workflowStatus.instance.${instance.status}`)}
        />
      </Box>
      {instance.map && (
        <ChunkErrorBoundary>
          {/* The same height while the chunk loads, so the list below does not jump. */}
          <Suspense fallback={<Box sx={{ height: WORKFLOW_MAP_HEIGHT, mb: 2 }} />}>
            <WorkflowMap
              map={instance.map}
              steps={answer.data.PASSOS}
              status={instance.status}
              currentStepId={instance.currentStepId}
            />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      <Box component="ol" aria-label={t('workflowStatus.stepsLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {flowOrder(answer.data.PASSOS).map(({ step }) => {
          const current = running && step.id === instance.currentStepId;
          return (
            <WorkflowStepItem
              key={step.id}
              step={step}
              current={current}
              action={
                current && props.canJump ? (
                  <JumpStepButton
                    documentId={props.documentId}
                    stepId={step.id}
                    stepName={step.name}
                    onJumped={jumped}
                  />
                ) : undefined
              }
            />
          );
        })}
      </Box>
    </Paper>
  );
}
