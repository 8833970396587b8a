import 'grapesjs/dist/css/grapes.min.css';
import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../hooks/useTranslation';
import type { StoreApi } from 'zustand/vanilla';
import type { PdfEditorState } from '../../runtime/controllers/pdfEditor/createPdfEditorController';
import {
  sampleDocumentData,
  type SampleContext,
} from '../../runtime/controllers/pdfEditor/sampleDocumentData';
import type { FormModel } from '../../runtime/forms/FormModel';
import { pagePrint } from '../../runtime/pdf/html/pagePrint';
import { pdfCss } from '../../runtime/pdf/html/pdfCss';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import { createCanvasView } from './canvas/createCanvasView';
import { editorKeyAction } from './editorKeyAction';
import { bindCanvas, type CanvasDrag } from './grapes/bindCanvas';
import { createPdfGrapes } from './grapes/createPdfGrapes';

const PX_PER_MM = 96 / 25.4;
/** Room around the sheet inside the canvas (its shadow, the scroll bar). */
const SHEET_ROOM_PX = 56;

/**
 * The PDF editor's page: a GrapesJS canvas (its own lazy chunk with the editor) drawing the layout as
 * sheets of paper at 96 dpi, zoomed to fit the room's width, kept in step with the controller (bindCanvas).
 * Hands the palette its drag. Key presses inside the frame reach the page as GrapesJS forwards them
 * (dispatched on the frame's element, inside this region).
 *
 * @example <PdfCanvas store={editor} model={model} settings={settings} sample={sample} onDrag={setDrag} />
 */
export function PdfCanvas(props: {
  store: StoreApi<PdfEditorState>;
  model: FormModel;
  settings: ReportSettings;
  sample: SampleContext;
  label: string;
  onDrag(drag: CanvasDrag | null): void;
}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks and texts, read by the editor's handlers (the editor is built once per form).
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { store, model, settings } = props;

  useEffect(() => {
    const element = container.current!;

    const editor = createPdfGrapes(element, pdfCss(settings), {
      move: t('pdfEditor.canvas.move'),
      remove: t('pdfEditor.canvas.remove'),
    });
    const { drag, unbind } = bindCanvas(editor, store, (layout) =>
      createCanvasView({
        model,
        layout,
        settings,
        t,
        data: sampleDocumentData(model, layout, latest.current.sample),
      }),
    );
    latest.current.onDrag(drag);

    // The sheet fits the room's width: CSS zoom on the frame's page, which Chromium's geometry (and so
    // GrapesJS's highlight, toolbar, resize and drop positions) follows.
    let width = 0;
    let zoom: HTMLStyleElement | undefined;
    const fit = () => {
      const layout = store.getState().layout;
      const doc = editor.Canvas.getDocument();
      if (!layout || !doc) return;
      if (!zoom?.isConnected) {
        zoom = doc.createElement('style');
        doc.head.appendChild(zoom);
      }
      const sheet = pagePrint(layout).widthMm * PX_PER_MM + SHEET_ROOM_PX;
      zoom.textContent = `html{zoom:${Math.min(1, (element.clientWidth || sheet) / sheet).toFixed(3)}}`;
      editor.refresh();
    };
    const resize = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.layout?.page !== previous.layout?.page) fit();
    });
    editor.onReady(() => {
      // GrapesJS draws an unused, empty frame while it starts: only the canvas's own one stays, named.
      const live = editor.Canvas.getFrameEl();
      for (const stray of element.querySelectorAll('iframe')) if (stray !== live) stray.remove();
      live.title = latest.current.label;
      // The page acts on the forwarded copy; the browser's own Ctrl+S (save the page) must not run.
      editor.Canvas.getWindow().addEventListener('keydown', (event) => {
        if (editorKeyAction(event, true)) event.preventDefault();
      });
      fit();
      resize.observe(element);
    });
    return () => {
      resize.disconnect();
      unsubscribe();
      unbind();
      latest.current.onDrag(null);
      editor.destroy();
    };
    // Built once per form, template and report settings; `t` and the sample are read when drawing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, model, settings]);

  return (
    <Box
      role="region"
      aria-label={props.label}
      data-pdf-canvas
      sx={{
        height: '100%',
        minHeight: 0,
        position: 'relative',
        '& .gjs-cv-canvas': { width: '100%', top: 0, height: '100%' },
      }}
    >
      <Box ref={container} sx={{ height: '100%' }} />
    </Box>
  );
}
