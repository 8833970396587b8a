import grapesjs, { type Editor } from 'grapesjs';
import { registerPdfTypes, type ToolbarTexts } from './registerPdfTypes';

/**
 * A GrapesJS editor set up for the PDF canvas and nothing else: no storage (the layout is saved by the
 * controller through SalvarModelo), no panels, managers or keymaps of its own (the screen draws them in
 * MUI and owns the keyboard), no undo of its own (the controller's), no telemetry and no icon font from
 * a CDN (the machines are offline; the toolbar's icons are inline SVG). `frameStyle` is the print's CSS.
 *
 * @example const editor = createPdfGrapes(container, pdfCss(settings), { move: 'Mover', remove: 'Excluir' });
 */
export function createPdfGrapes(container: HTMLElement, frameStyle: string, texts: ToolbarTexts): Editor {
  const editor = grapesjs.init({
    container,
    height: '100%',
    width: 'auto',
    telemetry: false,
    cssIcons: '',
    storageManager: false,
    noticeOnUnload: false,
    showDevices: false,
    showOffsets: false,
    multipleSelection: false,
    log: false,
    panels: { defaults: [] },
    blockManager: { custom: true },
    layerManager: { custom: true },
    styleManager: { custom: true },
    selectorManager: { custom: true },
    traitManager: { custom: true },
    keymaps: { defaults: {} },
    undoManager: { trackSelection: false },
    canvas: {
      frameStyle,
      allowExternalDrop: false,
      customBadgeLabel: (component) => component.getName(),
    },
  });
  registerPdfTypes(editor, texts);
  editor.UndoManager.stop();
  editor.onReady(() => {
    // GrapesJS binds its default keys (delete, undo, w/s/a/d...) when it loads: the page owns the keyboard.
    editor.Keymaps.removeAll();
    // The page's root takes no block of its own.
    editor.getWrapper()?.set({
      selectable: false,
      hoverable: false,
      highlightable: false,
      droppable: false,
      badgable: false,
      layerable: false,
    });
  });
  return editor;
}
