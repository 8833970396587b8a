import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { startTransition, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../hooks/useTranslation';
import { errorMessageKey } from '../../../runtime/errors/errorCatalogue';
import { createFormEngine, type FormEngine } from '../../../runtime/forms/createFormEngine';
import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { FormModelError } from '../../../runtime/forms/FormModelError';
import { customPdfLayout } from '../../../runtime/pdf/customPdfLayout';
import { fieldRenderers } from '../../fields/fieldRenderers';
import { FieldRenderersContext } from '../../fields/FieldRenderersContext';
import { FillContext, type FillContextValue } from './FillContext';
import type { FileRef } from './FileRef';
import { FormScore } from './FormScore';
import { GroupView } from './GroupView';
import { createFillStore, type FillStore } from './createFillStore';
import { groupBatches } from './groupBatches';
import { usePreparedModel } from './usePreparedModel';

/** Fields drawn with the first paint (about a phone's or a laptop's screenful), then per later batch. */
const FIRST_FIELDS = 20;
const FIELDS_PER_BATCH = 40;

export interface FormFillerProps {
  model: FormModel;
  /** The document's values to start from (read once per model). */
  values?: Record<string, unknown>;
  /** The document's action plan answers to start from (read once per model, like values). */
  plans?: Record<string, PlanAnswer>;
  readOnly?: boolean;
  /** Only these groups may change (a workflow step's task); the others show read-only. Absent: all. */
  editableGroups?: ReadonlySet<string>;
  /** Called after each change with the values to store (visible fields, formula results included). */
  onChange?(values: Record<string, unknown>): void;
  /** Show each field's errors (after a first finish attempt). */
  showErrors?: boolean;
  /** Sends a file of a field (photo, signature...) and answers its reference; without it uploads are off. */
  upload?(fieldId: string, file: Blob, name: string): Promise<FileRef>;
  /** Receives the form's engine (values, errors, score) for the screen's save and finish. */
  engineRef?: { current: FormEngine | null };
  /** Put before every DOM id of the form, when two forms share a page (a revision's two versions). */
  idPrefix?: string;
}

/**
 * A form model filled (or shown read-only): one engine per model, its groups and fields through the fill
 * renderer registry (src/renderers/fields). Rules hide and show groups and fields live, formulas and table results update as
 * values change, and a change re-renders only the fields it touched (each field subscribes to its own
 * id). The live score shows when the model has score on. With `editableGroups` (a workflow step's task)
 * the other groups show read-only, with a note. Read-only, answers take the colours of the styling
 * rules of the form's default PDF layout (as in its PDF). Used by the fill screen, the finished document
 * and the editor's preview.
 *
 * @example <FormFiller model={model} values={doc.values} engineRef={engine} upload={send} showErrors={tried} />
 */
export function FormFiller(props: FormFillerProps) {
  // A big model is compiled in tasks of its own before its first fields are drawn.
  if (!usePreparedModel(props.model, FIRST_FIELDS))
    return <Box aria-busy="true" sx={{ minHeight: '50vh' }} />;
  return <PreparedFormFiller {...props} />;
}

function PreparedFormFiller(props: FormFillerProps) {
  const { t } = useTranslation();
  // An outer provider may replace the default renderers (the fields and table cells read them from here).
  const renderers = useContext(FieldRenderersContext) ?? fieldRenderers;
  const { model, readOnly = false, upload, engineRef, showErrors = false, editableGroups, idPrefix } = props;
  const initial = useRef(props.values);
  initial.current ??= props.values;
  const initialPlans = useRef(props.plans);
  initialPlans.current ??= props.plans;
  const built = useMemo((): { store: FillStore } | { error: FormModelError } => {
    try {
      return {
        store: createFillStore(
          createFormEngine(model, { values: initial.current ?? {}, plans: initialPlans.current }),
        ),
      };
    } catch (error) {
      if (error instanceof FormModelError) return { error };
      throw error;
    }
  }, [model]);
  const store = 'store' in built ? built.store : null;
  // Big forms paint their first screenful at once and the rest in small batches, each a task of its own
  // (an interruptible transition, committed in one piece): typing is never blocked for long while a
  // 1,000-field form is drawn. Groups are drawn in order, so keyboard order is the form's.
  const batches = useMemo(() => groupBatches(model.groups, FIRST_FIELDS, FIELDS_PER_BATCH), [model]);
  const [batch, setBatch] = useState(0);
  const shown = batches[batch] ?? model.groups.length;
  useEffect(() => {
    if (batch >= batches.length - 1) return;
    const timer = setTimeout(() => startTransition(() => setBatch((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [batch, batches.length]);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;

  // Set in the commit itself (not a passive effect that may run after the first paint), so a "Finalizar"
  // clicked as soon as the form shows always finds the engine.
  useLayoutEffect(() => {
    if (engineRef) engineRef.current = store?.engine ?? null;
  }, [engineRef, store]);
  useEffect(() => store?.setShowErrors(showErrors), [store, showErrors]);
  useEffect(() => store?.subscribeAll(() => onChange.current?.(store.engine.values())), [store]);
  // Read-only answers take the colours of the styling rules of the layout the form prints with, so the
  // result looks like its PDF.
  const styleRules = readOnly ? customPdfLayout(model.exports)?.styleRules : undefined;
  const context = useMemo<FillContextValue | null>(
    () => (store ? { store, readOnly, upload, styleRules, idPrefix } : null),
    [store, readOnly, upload, styleRules, idPrefix],
  );
  const lockedContext = useMemo<FillContextValue | null>(
    () => (context ? { ...context, readOnly: true } : null),
    [context],
  );
  if (!store || !context)
    return (
      <Alert severity="error">
        {'error' in built ? t(errorMessageKey(built.error.code), built.error.params) : null}
      </Alert>
    );
  return (
    <FieldRenderersContext.Provider value={renderers}>
      <FillContext.Provider value={context}>
        {model.score && !readOnly && (
          <Box
            sx={{ position: 'sticky', top: 8, zIndex: 2, display: 'flex', justifyContent: 'flex-end', mb: 1 }}
          >
            <FormScore store={store} />
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
          {model.groups.slice(0, shown).map((group) =>
            editableGroups && !editableGroups.has(group.id) && lockedContext ? (
              <FillContext.Provider key={group.id} value={lockedContext}>
                <GroupView group={group} note={t('forms.fill.groupLocked')} />
              </FillContext.Provider>
            ) : (
              <GroupView key={group.id} group={group} />
            ),
          )}
        </Box>
      </FillContext.Provider>
    </FieldRenderersContext.Provider>
  );
}
