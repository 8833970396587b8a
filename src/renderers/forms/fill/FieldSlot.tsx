import Box from '@mui/material/Box';
import { memo, useCallback, useMemo, type ComponentType } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { useFieldRenderer } from '../../fields/useFieldRenderer';
import { chosenPlans } from '../../../runtime/forms/actionPlans';
import { formErrorMessage } from '../../../runtime/forms/formErrorMessage';
import type { FormField, PlanAnswer } from '../../../runtime/forms/FormModel';
import { ruleStyle } from '../../../runtime/pdf/html/styleRules';
import { styleValueOf } from '../../../runtime/pdf/html/styleValueOf';
import { answerColoursSx } from './answerColoursSx';
import { ActionPlans } from './ActionPlans';
import type { FillRendererProps } from './FillRendererProps';
import { fieldInputId } from './fieldInputId';
import { useFieldSnapshot } from './useFieldSnapshot';
import { useFillContext } from './useFillContext';

/**
 * One field of the form through its type's fill renderer (from FieldRenderersContext): subscribed to its own id only, so it renders
 * again when its value, visibility or errors change and not when another field's do; gone while hidden.
 * In a repeatable group it shows one copy. Under a chosen option with action plans, their answers.
 * Read-only, the answer takes the colours the styling rules give it (ruleStyle, as in the PDF).
 */
export const FieldSlot = memo(function FieldSlot(props: { field: FormField; copy?: number }) {
  const { t, i18n } = useTranslation();
  const { store, readOnly, styleRules, idPrefix = '' } = useFillContext();
  const { field, copy } = props;
  const snapshot = useFieldSnapshot(field.id);
  const onChange = useCallback(
    (value: unknown) => store.setValue(field.id, value, copy === undefined ? undefined : { copy }),
    [store, field.id, copy],
  );
  const errors = useMemo(
    () => (copy === undefined ? snapshot.errors : snapshot.errors.filter((e) => e.copy === copy)),
    [snapshot.errors, copy],
  );
  const onPlan = useCallback((answer: PlanAnswer) => store.setPlan(field.id, answer), [store, field.id]);
  const Renderer = useFieldRenderer(field).Fill as ComponentType<FillRendererProps>;
  if (!snapshot.visible) return null;
  const value =
    copy === undefined
      ? snapshot.value
      : Array.isArray(snapshot.value)
        ? (snapshot.value[copy] ?? null)
        : null;
  // A chosen option's action plans (not asked for in a repeatable group's copies).
  const plans = copy === undefined ? chosenPlans(field, value) : [];
  const colours = styleRules?.length
    ? ruleStyle(
        styleRules,
        field.id,
        field.type,
        styleValueOf(field, value, false, { t, locale: i18n.language }),
      )
    : null;
  return (
    <Box data-field={field.id} sx={{ minWidth: 0, ...(colours && answerColoursSx(colours)) }}>
      <Renderer
        field={field}
        value={value ?? null}
        onChange={onChange}
        error={errors[0] ? formErrorMessage(errors[0], t) : undefined}
        errors={errors}
        readOnly={readOnly}
        visible
        inputId={idPrefix + fieldInputId(field.id, copy)}
      />
      {plans.length > 0 && (
        <ActionPlans
          field={field}
          plans={plans}
          answer={snapshot.plan}
          readOnly={readOnly}
          onAnswer={onPlan}
        />
      )}
    </Box>
  );
});
