import type { Component, ComponentResizeEventUpdateProps, Editor } from 'grapesjs';
import type { StoreApi } from 'zustand/vanilla';
import type { PdfEditorState } from '../../../runtime/controllers/pdfEditor/createPdfEditorController';
import { pdfBlocks } from '../../../runtime/pdf/pdfBlocks';
import type { PdfBlock, PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { canvasCss, GRID_GAP_MM } from '../canvas/canvasCss';
import { blockNode } from '../canvas/blockNode';
import { canvasShape } from '../canvas/canvasShape';
import type { CanvasView } from '../canvas/CanvasView';
import { layoutToNodes } from '../canvas/layoutToNodes';
import { nodesToLayout } from '../canvas/nodesToLayout';
import { readCanvas } from './readCanvas';
import { sameJson } from './sameJson';

const PX_PER_MM = 96 / 25.4;

/** What the palette asks of the canvas: dragging a new block in. */
export interface CanvasDrag {
  start(block: PdfBlock, event: DragEvent): void;
  end(): void;
}

/** The columns a block `widthPx` wide covers in a grid `gridPx` wide, 1 to 12. */
function snapSpan(widthPx: number, gridPx: number): number {
  const gap = GRID_GAP_MM * PX_PER_MM;
  const column = (gridPx - 11 * gap) / 12;
  return Math.min(12, Math.max(1, Math.round((widthPx + gap) / (column + gap))));
}

const blockOf = (component: Component | undefined) => component?.get('pdfBlock') as PdfBlock | undefined;

/**
 * Keeps a GrapesJS canvas and the PDF editor's controller in step, the layout being the one source of
 * truth: a new layout (an edit in a panel, undo, redo, a load) redraws the canvas (layoutToNodes); a
 * change on the canvas (a block dropped, moved, removed or widened) is read back (nodesToLayout) into
 * the controller, and redrawn when its sheets no longer match (a page break moved, the header's copies
 * stale). Selection goes both ways; widening snaps to the 12 columns. Answers the palette's drag and the
 * unbinding.
 *
 * @example const { drag, unbind } = bindCanvas(editor, store, (layout) => createCanvasView({ ... }));
 */
export function bindCanvas(
  editor: Editor,
  store: StoreApi<PdfEditorState>,
  viewOf: (layout: PdfLayout) => CanvasView,
): { drag: CanvasDrag; unbind: () => void } {
  let shown: PdfLayout | undefined;
  let drawing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let style: HTMLStyleElement | undefined;

  const findBlock = (id: string | null) =>
    id ? editor.getWrapper()!.find(`[data-block-id="${CSS.escape(id)}"]`)[0] : undefined;

  const showSelection = (id: string | null) => {
    const component = findBlock(id);
    if (component === editor.getSelected()) return;
    editor.select(component ?? []);
    if (component) editor.Canvas.scrollTo(component, { behavior: 'smooth', block: 'nearest' });
  };

  const draw = (layout: PdfLayout) => {
    shown = layout;
    drawing = true;
    try {
      const doc = editor.Canvas.getDocument();
      if (doc && !style?.isConnected) {
        style = doc.createElement('style');
        doc.head.appendChild(style);
      }
      if (style) style.textContent = canvasCss(layout);
      editor.getWrapper()!.components(layoutToNodes(layout, viewOf(layout)) as never);
    } finally {
      drawing = false;
    }
    showSelection(store.getState().selected);
  };

  /** Reads the canvas back after GrapesJS is done with the current change (a move is a remove and an add). */
  const sync = () => {
    timer = undefined;
    const { layout } = store.getState();
    if (!layout || !shown) return;
    const nodes = readCanvas(editor.getWrapper()!);
    const next = nodesToLayout(nodes, layout);
    if (!sameJson(next, layout)) {
      shown = next;
      store.getState().change(next);
    }
    if (canvasShape(nodes) !== canvasShape(layoutToNodes(next, viewOf(next)))) draw(next);
  };
  const schedule = () => {
    if (!drawing && timer === undefined) timer = setTimeout(sync, 0);
  };

  const onSelected = (component: Component) => {
    const block = blockOf(component);
    if (block && store.getState().selected !== block.id) store.getState().select(block.id);
  };
  const onDeselected = () => {
    if (!drawing && !editor.getSelected()) store.getState().select(null);
  };

  let resizeStart: { rectW: number; elW: number } | undefined;
  const onResize = (event: { type?: string; component: Component; rect?: { w: number } }) => {
    if (event.type === 'start' && event.rect)
      resizeStart = { rectW: event.rect.w, elW: event.component.getEl()?.getBoundingClientRect().width ?? 0 };
  };
  const onResizeUpdate = (event: ComponentResizeEventUpdateProps) => {
    // The width is the block's span, never a size in px.
    event.updateStyle({});
    const block = blockOf(event.component);
    const grid = event.component.parent()?.getEl();
    if (!block || !grid || !resizeStart?.rectW) return;
    const width = (event.rect.w / resizeStart.rectW) * resizeStart.elW;
    const span = snapSpan(width, grid.clientWidth);
    event.component.addAttributes({ 'data-span': String(span) });
    if (!event.partial) {
      event.component.set('pdfBlock', { ...block, span });
      schedule();
    }
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (state.layout && state.layout !== shown && editor.Canvas.getDocument()) draw(state.layout);
    else if (state.selected !== previous.selected) showSelection(state.selected);
  });
  const changes = 'component:add component:remove component:drag:end';
  editor.on(changes, schedule);
  editor.on('component:selected', onSelected);
  editor.on('component:deselected', onDeselected);
  editor.on('component:resize', onResize);
  editor.on('component:resize:update', onResizeUpdate);
  editor.onReady(() => {
    const { layout } = store.getState();
    if (layout) draw(layout);
  });

  const palette = editor.Blocks.add('pdf-palette', { label: '', content: '', select: true });
  return {
    drag: {
      start(block, event) {
        const { layout } = store.getState();
        if (!layout) return;
        const zone = pdfBlocks[block.type].zones[0]!;
        palette.set('content', blockNode(viewOf(layout), block, zone, 1, 1) as never);
        editor.Blocks.startDrag(palette, event);
      },
      end() {
        editor.Blocks.endDrag();
      },
    },
    unbind() {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      editor.off(changes, schedule);
      editor.off('component:selected', onSelected);
      editor.off('component:deselected', onDeselected);
      editor.off('component:resize', onResize);
      editor.off('component:resize:update', onResizeUpdate);
    },
  };
}
