import type { Editor } from 'grapesjs';
import { CANVAS_TYPES } from '../canvas/CANVAS_TYPES';
import { pdfBlockComponents } from '../pdfBlockComponents';

/** Everything GrapesJS would otherwise let the user do to a component, all off. */
const FIXED = {
  selectable: false,
  hoverable: false,
  highlightable: false,
  draggable: false,
  droppable: false,
  removable: false,
  copyable: false,
  resizable: false,
  editable: false,
  stylable: false,
  layerable: false,
  badgable: false,
};

/** The toolbar's texts (the move handle and delete button of a selected block). */
export interface ToolbarTexts {
  move: string;
  remove: string;
}

/**
 * The PDF canvas's GrapesJS component types: sheets, bands and ghosts fixed in place, the header, body and
 * footer accepting the blocks whose zones allow them, and one type per block (pdfBlockComponents) that
 * can be moved, removed and (most) widened from its right edge; its content is drawn HTML, never parsed.
 *
 * @example registerPdfTypes(editor, { move: 'Mover', remove: 'Excluir' });
 */
export function registerPdfTypes(editor: Editor, texts: ToolbarTexts) {
  const types = editor.Components;
  types.addType(CANVAS_TYPES.sheet, { model: { defaults: { ...FIXED, tagName: 'section' } } });
  types.addType(CANVAS_TYPES.ghost, { model: { defaults: { ...FIXED } } });
  types.addType(CANVAS_TYPES.band, { model: { defaults: { ...FIXED, droppable: true } } });
  types.addType(CANVAS_TYPES.body, { model: { defaults: { ...FIXED, droppable: true } } });
  const icon = (name: string) => editor.getModel().getIcon(name) as string;
  for (const component of Object.values(pdfBlockComponents)) {
    const zones = component.definition.zones.map((zone) => `[data-zone="${zone}"]`).join(', ');
    types.addType(component.componentType, {
      model: {
        defaults: {
          ...FIXED,
          selectable: true,
          hoverable: true,
          highlightable: true,
          badgable: true,
          layerable: true,
          removable: true,
          // Where it may be dropped: the bands of its zones (a page number never lands in the body).
          draggable: zones,
          resizable: component.resizable
            ? { tl: false, tc: false, tr: false, cl: false, bl: false, bc: false, br: false, cr: true }
            : false,
          toolbar: [
            {
              label: icon('move'),
              command: 'tlb-move',
              attributes: { title: texts.move, draggable: true, class: 'gjs-no-touch-actions' },
            },
            { label: icon('delete'), command: 'tlb-delete', attributes: { title: texts.remove } },
          ],
        },
      },
    });
  }
}
