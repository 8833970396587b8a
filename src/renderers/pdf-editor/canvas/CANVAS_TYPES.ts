/**
 * The canvas's GrapesJS component types besides the blocks' own (pdfBlockComponents): a sheet, a header
 * or footer band, a sheet's body, a ghost (the bands repeated on later sheets, the attachment page).
 *
 * @example wrapper.find(`[data-gjs-type="${CANVAS_TYPES.sheet}"]`)
 */
export const CANVAS_TYPES = {
  sheet: 'pdf-sheet',
  band: 'pdf-band',
  body: 'pdf-body',
  ghost: 'pdf-ghost',
} as const;
