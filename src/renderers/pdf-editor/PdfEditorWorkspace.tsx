import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { PdfEditorState } from '../../runtime/controllers/pdfEditor/createPdfEditorController';
import { pdfLayoutOps } from '../../runtime/controllers/pdfEditor/pdfLayoutOps';
import type { SampleContext } from '../../runtime/controllers/pdfEditor/sampleDocumentData';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { blockLabel } from './blockLabel';
import { editorKeyAction, type EditorKeyAction } from './editorKeyAction';
import type { CanvasDrag } from './grapes/bindCanvas';
import { BlockPalette } from './panels/BlockPalette';
import { BlockSettingsPanel } from './panels/BlockSettingsPanel';
import { PageSettingsPanel } from './panels/PageSettingsPanel';
import { StyleRulesPanel } from './panels/StyleRulesPanel';
import { PdfEditorHelp } from './PdfEditorHelp';

// GrapesJS and the canvas: a chunk of their own, fetched when the editor opens.
const PdfCanvas = lazy(() => import('./PdfCanvas').then((m) => ({ default: m.PdfCanvas })));

const TABS = ['block', 'page', 'rules'] as const;
type TabId = (typeof TABS)[number];

/**
 * The PDF editor's room (spec 001 §2-3), under the screen's bar: the palette of blocks and form fields
 * on the left, the page in the middle (PdfCanvas), the selected block's settings, the page's and the
 * styling rules on the right; the keyboard (editorKeyAction) and the onboarding help (`help`). Reads
 * and edits the layout through the controller.
 *
 * @example <PdfEditorWorkspace store={editor} sample={sample} help={help} onHelp={setHelp} onSave={save} />
 */
export function PdfEditorWorkspace(props: {
  store: StoreApi<PdfEditorState>;
  sample: SampleContext;
  help: boolean;
  onHelpClose(): void;
  onSave(): void;
}) {
  const { t } = useTranslation();
  const { store } = props;
  const { model, layout, settings, selected, change, select, add, removeSelected } = useStore(store);
  const [tab, setTab] = useState<TabId>('block');
  const [drag, setDrag] = useState<CanvasDrag | null>(null);

  // A block chosen on the page shows its settings.
  useEffect(() => {
    if (selected) setTab('block');
  }, [selected]);

  const { onSave } = props;
  const onKey = useCallback(
    (event: KeyboardEvent, onCanvas: boolean) => {
      const action = editorKeyAction(event, onCanvas);
      if (!action) return;
      event.preventDefault();
      const state = store.getState();
      const run: Record<EditorKeyAction, () => void> = {
        save: onSave,
        undo: state.undo,
        redo: state.redo,
        remove: state.removeSelected,
        next: () => state.selectNeighbour(1),
        previous: () => state.selectNeighbour(-1),
      };
      run[action]();
    },
    [store, onSave],
  );
  useEffect(() => {
    // GrapesJS forwards the frame's key presses to the page, dispatched on the frame: whatever sits in the
    // canvas's region (the frame, its toolbar) counts as the canvas, and so does nothing focused.
    const onWindowKey = (event: KeyboardEvent) => {
      const target = event.target as Element | null;
      onKey(event, !!target?.closest?.('[data-pdf-canvas]') || target === document.body);
    };
    window.addEventListener('keydown', onWindowKey);
    return () => window.removeEventListener('keydown', onWindowKey);
  }, [onKey]);

  const placed = useMemo(
    () => (layout && selected ? pdfLayoutOps.find(layout, selected) : undefined),
    [layout, selected],
  );
  if (!model || !layout) return <FullPageSpinner />;
  const blockName = placed ? blockLabel(placed.block, model, t) : '';

  return (
    <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
      <Box
        component="aside"
        sx={{ width: 230, flex: 'none', overflowY: 'auto', borderRight: 1, borderColor: 'divider' }}
      >
        <BlockPalette
          model={model}
          onAdd={add}
          onDragStart={(block, event) => drag?.start(block, event)}
          onDragEnd={() => drag?.end()}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, bgcolor: 'grey.300' }}>
        <Suspense fallback={<FullPageSpinner />}>
          <PdfCanvas
            store={store}
            model={model}
            settings={settings}
            sample={props.sample}
            label={t('pdfEditor.canvas.label')}
            onDrag={setDrag}
          />
        </Suspense>
      </Box>
      <Box
        component="aside"
        aria-label={t('pdfEditor.settingsLabel')}
        sx={{ width: 320, flex: 'none', overflowY: 'auto', borderLeft: 1, borderColor: 'divider' }}
      >
        <Tabs
          value={tab}
          onChange={(_e, value: TabId) => setTab(value)}
          variant="fullWidth"
          aria-label={t('pdfEditor.settingsLabel')}
        >
          {TABS.map((id) => (
            <Tab
              key={id}
              value={id}
              label={t(`pdfEditor.tabs.${id}`)}
              id={`pdf-tab-${id}`}
              aria-controls="pdf-tab-panel"
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="pdf-tab-panel" aria-labelledby={`pdf-tab-${tab}`} sx={{ p: 2 }}>
          {tab === 'block' && (
            <BlockSettingsPanel
              placed={placed}
              model={model}
              name={blockName}
              stepMm={layout.page.gridMm}
              onChange={(block, coalesce) =>
                change(
                  pdfLayoutOps.update(layout, block.id, () => block),
                  { coalesce },
                )
              }
              onRemove={() => (selected ? removeSelected() : select(null))}
            />
          )}
          {tab === 'page' && (
            <PageSettingsPanel layout={layout} onChange={(next, coalesce) => change(next, { coalesce })} />
          )}
          {tab === 'rules' && (
            <StyleRulesPanel
              layout={layout}
              model={model}
              onChange={(next, coalesce) => change(next, { coalesce })}
            />
          )}
        </Box>
      </Box>
      <PdfEditorHelp open={props.help} onClose={props.onHelpClose} />
    </Box>
  );
}
