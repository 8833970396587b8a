import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslation } from '../hooks/useTranslation';
import type { StepOutput } from '../../runtime/workflows/WorkflowStepType';
import { STEP_STATE_TONES, type StepStateTone } from './stepStateTones';

/** What the map draws of a step. */
export interface StepNodeData extends Record<string, unknown> {
  typeLabel: string;
  name: string;
  /** No entry handle (the start). */
  isStart: boolean;
  /** The step's outputs: one per path, or the single `next`; none for an end or a redirect. */
  outputs: StepOutput[];
  /** The step's problems (checkWorkflow); any marks it unconfigured. */
  problems: string[];
  /** On the path the "Testar" panel walked. */
  taken: boolean;
  /**
   * Read-only (the map of a running document, WorkflowMap): the step's state, drawn as its colour and
   * named under the step; the current step's border is thicker. Its handles connect nothing.
   */
  state?: { tone: StepStateTone; label: string; current: boolean };
}

export type StepFlowNode = Node<StepNodeData, 'step'>;

/**
 * A workflow step on the map: its type and name, an entry handle on top (not on the start), one output
 * handle per output below (a decision's paths, each labelled), and, when it has problems, the
 * "Não configurada" mark and the problems listed. With `data.state` (read-only), the step's state instead:
 * its colour (STEP_STATE_TONES) and its label.
 */
export function StepNode(props: NodeProps<StepFlowNode>) {
  const { t } = useTranslation();
  const { data, selected } = props;
  const unconfigured = data.problems.length > 0;
  const many = data.outputs.length > 1;
  const tone = data.state ? STEP_STATE_TONES[data.state.tone] : null;
  const readOnly = data.state !== undefined;
  const handle = readOnly ? { isConnectable: false, style: { opacity: 0 } } : {};
  return (
    <Box
      data-taken={data.taken || undefined}
      data-state={data.state?.tone}
      sx={{
        width: 220,
        bgcolor: (theme) =>
          tone?.color
            ? alpha(theme.palette[tone.color].main, 0.12)
            : data.state?.tone === 'skipped'
              ? theme.palette.grey[100]
              : data.taken
                ? alpha(theme.palette.success.main, 0.12)
                : theme.palette.background.paper,
        color: 'text.primary',
        border: data.state?.current ? 4 : 2,
        borderColor: tone
          ? tone.color
            ? `${tone.color}.main`
            : 'grey.500'
          : unconfigured
            ? 'error.main'
            : data.taken
              ? 'success.main'
              : selected
                ? 'primary.main'
                : 'divider',
        borderStyle: unconfigured || tone?.dashed ? 'dashed' : 'solid',
        borderRadius: 2,
        boxShadow: selected ? 4 : 1,
        px: 1.5,
        pt: 1,
        pb: many ? 3.5 : 1,
        position: 'relative',
      }}
    >
      {!data.isStart && <Handle type="target" position={Position.Top} {...handle} />}
      <Typography variant="caption" color="text.secondary" component="div">
        {data.typeLabel}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {data.name}
      </Typography>
      {data.state && (
        <Typography
          variant="caption"
          component="div"
          sx={{ fontWeight: 700, color: tone?.color ? `${tone.color}.dark` : 'text.secondary' }}
        >
          {data.state.label}
        </Typography>
      )}
      {unconfigured && (
        <Box sx={{ mt: 0.5, color: 'error.dark' }}>
          <Typography variant="caption" component="div" sx={{ fontWeight: 700 }}>
            {t('workflow.editor.unconfigured')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2, typography: 'caption' }}>
            {data.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </Box>
        </Box>
      )}
      {data.outputs.map((output, i) => {
        const left = `${((i + 1) * 100) / (data.outputs.length + 1)}%`;
        return (
          <Box key={output.handle}>
            <Handle
              type="source"
              id={output.handle}
              position={Position.Bottom}
              isConnectable={!readOnly}
              style={{ left, ...(readOnly ? { opacity: 0 } : {}) }}
            />
            {many && (
              <Typography
                variant="caption"
                component="div"
                sx={{
                  position: 'absolute',
                  bottom: 4,
                  left,
                  transform: 'translateX(-50%)',
                  maxWidth: `${180 / data.outputs.length}px`,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  lineHeight: 1.2,
                }}
              >
                {output.label}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
