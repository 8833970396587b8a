import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Background, ReactFlow, type Edge, type ReactFlowInstance } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useRef } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import type { Workflow } from '../../../runtime/workflows/Workflow';
import { stepTypes } from '../../../runtime/workflows/stepTypes';
import { useRefitOnResize } from '../../workflow/useRefitOnResize';
import { StepNode, type StepFlowNode } from '../../workflow/StepNode';
import { STEP_STATE_TONES, type StepStateTone } from '../../workflow/stepStateTones';
import { outputsOf, workflowEdges } from '../../workflow/workflowEdges';
import type { WorkflowAnswer } from './WorkflowAnswer';
import { WORKFLOW_MAP_HEIGHT } from './WORKFLOW_MAP_HEIGHT';
import { workflowMapStates } from './workflowMapStates';

const NODE_TYPES = { step: StepNode };
const TONES = Object.keys(STEP_STATE_TONES) as StepStateTone[];

/** A state's name: the spec's four, and the map's own "skipped". */
const toneKey = (tone: StepStateTone) =>
  tone === 'skipped' ? 'workflowStatus.map.skipped' : `workflowStatus.states.${tone}`;

/**
 * The map of a running or finished workflow (DocumentWorkflow; lazy, React Flow): the pinned version's
 * steps at their saved places, each drawn by the editor's StepNode in its state's colour and named with
 * it (finished, waiting, late, not started, skipped), the links the flow took thick, and a legend. Read
 * only: nothing moves, connects or is deleted; pan and pinch/double-click zoom, the whole map fitted
 * into a fixed-height box (so a phone never scrolls sideways). For screen readers the box is one image
 * whose name counts the states and names the current step; the list of steps beside it says the rest.
 *
 * @example <WorkflowMap map={answer.WORKFLOW.map} steps={answer.PASSOS} status="running" currentStepId="fill2" />
 */
export function WorkflowMap(props: {
  map: Workflow;
  steps: WorkflowAnswer['PASSOS'];
  status: 'running' | 'finished';
  currentStepId: string | null;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { map, steps, status, currentStepId } = props;
  const { tones, taken } = useMemo(
    () => workflowMapStates(steps, map, status, currentStepId),
    [steps, map, status, currentStepId],
  );
  const nodes = useMemo(
    (): StepFlowNode[] =>
      map.steps.map((step, i) => {
        const tone = tones.get(step.id) ?? 'notStarted';
        return {
          id: step.id,
          type: 'step',
          position: map.layout?.[step.id] ?? { x: 0, y: i * 140 },
          draggable: false,
          selectable: false,
          connectable: false,
          deletable: false,
          data: {
            typeLabel: t(stepTypes[step.type]?.labelKey ?? step.type),
            name: step.name,
            isStart: step.type === 'start',
            outputs: outputsOf(step, t('workflow.editor.out')),
            problems: [],
            taken: false,
            state: {
              tone,
              label: t(toneKey(tone)),
              current: status === 'running' && step.id === currentStepId,
            },
          },
        };
      }),
    [map, tones, status, currentStepId, t],
  );
  const highlight = theme.palette.success.main;
  const edges = useMemo(
    (): Edge[] => workflowEdges(map, taken, t, { highlight, ink: theme.palette.grey[600] }),
    [map, taken, t, highlight, theme],
  );
  const summary = useMemo(() => {
    const counts = TONES.flatMap((tone) => {
      const n = [...tones.values()].filter((one) => one === tone).length;
      return n ? [`${t(toneKey(tone))}: ${n}`] : [];
    });
    const current = map.steps.find((step) => step.id === currentStepId);
    return t('workflowStatus.map.summary', {
      states: [
        ...counts,
        ...(status === 'running' && current ? [t('workflowStatus.map.current', { name: current.name })] : []),
      ].join('; '),
    });
  }, [tones, map, currentStepId, status, t]);

  // The whole map in view again when the box changes width (a phone turned, a window resized).
  const flow = useRef<ReactFlowInstance<StepFlowNode, Edge> | null>(null);
  const box = useRefitOnResize(() => void flow.current?.fitView());

  return (
    <Box sx={{ mb: 2 }}>
      <Box
        ref={box}
        role="img"
        aria-label={summary}
        sx={{
          height: WORKFLOW_MAP_HEIGHT,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'grey.50',
          overflow: 'hidden',
        }}
      >
        <ReactFlow<StepFlowNode, Edge>
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          onInit={(instance) => {
            flow.current = instance;
          }}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          deleteKeyCode={null}
          // The page scrolls over the map; zoom is a pinch or a double click.
          zoomOnScroll={false}
          preventScrolling={false}
          fitView
          minZoom={0.2}
          proOptions={{ hideAttribution: true }}
        >
          <Background />
        </ReactFlow>
      </Box>
      <Box
        component="ul"
        aria-label={t('workflowStatus.map.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', m: 0, mt: 1, p: 0 }}
      >
        {TONES.map((tone) => {
          const { color, dashed } = STEP_STATE_TONES[tone];
          return (
            <Box key={tone} component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                aria-hidden
                sx={{
                  width: 16,
                  height: 12,
                  borderRadius: 0.5,
                  border: 2,
                  borderStyle: dashed ? 'dashed' : 'solid',
                  borderColor: color ? `${color}.main` : 'grey.500',
                  bgcolor: color
                    ? alpha(theme.palette[color].main, 0.12)
                    : dashed
                      ? 'grey.100'
                      : 'background.paper',
                }}
              />
              <Typography variant="caption">{t(toneKey(tone))}</Typography>
            </Box>
          );
        })}
        <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box aria-hidden sx={{ width: 20, height: 0, borderTop: 3, borderColor: highlight }} />
          <Typography variant="caption">{t('workflowStatus.map.taken')}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
