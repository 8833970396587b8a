import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import {
  applyNodeChanges,
  Background,
  useReactFlow,
  Controls,
  ReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { stepTypes } from '../../runtime/workflows/stepTypes';
import { StepNode, type StepFlowNode } from './StepNode';
import { useRefitOnResize } from './useRefitOnResize';
import { outputsOf, workflowEdges } from './workflowEdges';
import { NEXT_HANDLE } from './workflowOps';

const NODE_TYPES = { step: StepNode };

/**
 * The workflow map (React Flow): a node per step at its saved position, an edge per output, a dashed
 * edge for a redirect's jump back. Moving a node (mouse or arrow keys) saves its position; drawing from an
 * output to a step connects them; Delete removes the selected step or link (never the start). Steps with
 * problems are marked; the "Testar" panel's path is highlighted.
 */
export function WorkflowCanvas(props: {
  workflow: Workflow;
  problems: Map<string, string[]>;
  taken: { steps: string[]; outputs: Set<string> } | null;
  selected: string | null;
  onSelect(id: string | null): void;
  onMove(id: string, position: { x: number; y: number }): void;
  onConnect(source: string, handle: string, target: string | null): void;
  onDelete(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { workflow, problems, taken, selected } = props;
  const built = useMemo((): StepFlowNode[] => {
    const takenSteps = new Set(taken?.steps ?? []);
    return workflow.steps.map((step, i) => {
      const typeLabel = t(stepTypes[step.type]?.labelKey ?? step.type);
      const stepProblems = problems.get(step.id) ?? [];
      return {
        id: step.id,
        type: 'step',
        position: workflow.layout?.[step.id] ?? { x: 0, y: i * 140 },
        selected: step.id === selected,
        deletable: step.type !== 'start',
        ariaLabel: t(stepProblems.length ? 'workflow.editor.nodeProblems' : 'workflow.editor.node', {
          type: typeLabel,
          name: step.name,
        }),
        data: {
          typeLabel,
          name: step.name,
          isStart: step.type === 'start',
          outputs: outputsOf(step, t('workflow.editor.out')),
          problems: stepProblems,
          taken: takenSteps.has(step.id),
        },
      };
    });
  }, [workflow, problems, taken, selected, t]);
  // React Flow moves the nodes it holds while dragging; the workflow learns the position when it stops.
  const [nodes, setNodes] = useState(built);
  useEffect(() => setNodes(built), [built]);
  // The whole map in view again when the canvas changes width (a phone turned, a window resized).
  const flow = useReactFlow();
  const box = useRefitOnResize(() => void flow.fitView());

  const edges = useMemo(
    (): Edge[] =>
      workflowEdges(workflow, taken?.outputs, t, {
        highlight: theme.palette.success.main,
        ink: theme.palette.grey[600],
      }),
    [workflow, taken, t, theme],
  );

  const onNodesChange = (changes: NodeChange<StepFlowNode>[]) => {
    setNodes((current) => applyNodeChanges(changes, current));
    let selection: string | null | undefined;
    for (const change of changes) {
      if (change.type === 'position' && !change.dragging && change.position)
        props.onMove(change.id, change.position);
      // A click selects one node and unselects the other, in either order: the selected one wins.
      if (change.type === 'select') {
        if (change.selected) selection = change.id;
        else if (change.id === selected && selection === undefined) selection = null;
      }
    }
    if (selection !== undefined) props.onSelect(selection);
  };

  const connect = (connection: Connection) =>
    props.onConnect(connection.source, connection.sourceHandle ?? NEXT_HANDLE, connection.target);

  return (
    <Box
      ref={box}
      role="region"
      aria-label={t('workflow.editor.canvas')}
      sx={{
        height: { xs: 420, md: 560 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'grey.50',
      }}
    >
      <ReactFlow<StepFlowNode, Edge>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={onNodesChange}
        onConnect={connect}
        onDelete={({ nodes: gone, edges: cut }) => {
          for (const edge of cut)
            if (!gone.some((node) => node.id === edge.source))
              props.onConnect(edge.source, edge.sourceHandle ?? NEXT_HANDLE, null);
          if (gone.length) props.onDelete(gone.map((node) => node.id));
        }}
        deleteKeyCode={['Delete', 'Backspace']}
        fitView
        minZoom={0.3}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{
          'node.a11yDescription.default': t('workflow.editor.flow.nodeHelp'),
          'node.a11yDescription.keyboardDisabled': t('workflow.editor.flow.nodeHelpNoKeys'),
          'node.a11yDescription.ariaLiveMessage': ({ x, y }) => t('workflow.editor.flow.moved', { x, y }),
          'edge.a11yDescription.default': t('workflow.editor.flow.edgeHelp'),
          'controls.ariaLabel': t('workflow.editor.flow.controls'),
          'controls.zoomIn.ariaLabel': t('workflow.editor.flow.zoomIn'),
          'controls.zoomOut.ariaLabel': t('workflow.editor.flow.zoomOut'),
          'controls.fitView.ariaLabel': t('workflow.editor.flow.fitView'),
          'controls.interactive.ariaLabel': t('workflow.editor.flow.interactive'),
          'minimap.ariaLabel': t('workflow.editor.flow.minimap'),
          'handle.ariaLabel': t('workflow.editor.flow.handle'),
        }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
