import { useTranslation } from '../hooks/useTranslation';
import type { Workflow } from '../../runtime/workflows/Workflow';
import { NativeSelect } from '../components/NativeSelect';

/**
 * The step an output leads to, chosen from the workflow's steps (never the start, never the step itself):
 * the keyboard's way to connect steps, next to dragging on the map.
 */
export function NextStepSelect(props: {
  label: string;
  workflow: Workflow;
  from: string;
  value: string | null;
  onChange(target: string | null): void;
}) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(id) => props.onChange(id || null)}
      options={[
        { value: '', label: t('workflow.editor.noStep') },
        ...props.workflow.steps
          .filter((step) => step.id !== props.from && step.type !== 'start')
          .map((step) => ({ value: step.id, label: step.name })),
      ]}
    />
  );
}
