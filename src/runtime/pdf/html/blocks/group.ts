import { xmlEscape } from '../../../text/xmlEscape';
import type { GroupBlockSettings } from '../../blocks/group';
import { fieldHtml } from '../fieldHtml';
import type { PdfBlockRenderer } from '../PdfBlockRenderer';

/**
 * A group's visible fields in one or two columns (tables across both), its name as a title, starting a
 * new page when `pageBreakBefore`; nothing when the group is hidden or gone.
 */
export const groupHtml: PdfBlockRenderer<GroupBlockSettings> = (block, data, ctx) => {
  const { groupId, columns, title, pageBreakBefore } = block.settings;
  const group = data.groups[groupId];
  if (!group) return '';
  const fields = group.fieldIds.map((id) => fieldHtml(id, 'above', data, ctx)).join('');
  const heading = title ? `<h2 class="pdf-group-title">${xmlEscape(group.name)}</h2>` : '';
  const breakClass = pageBreakBefore ? ' pdf-break-before' : '';
  return `<section class="pdf-group${breakClass}">${heading}<div class="pdf-group-fields pdf-columns-${columns}">${fields}</div></section>`;
};
