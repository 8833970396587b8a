import type { TFunction } from 'i18next';
import type { FormModel } from '../forms/FormModel';
import type { DocumentInfoBlockSettings } from './blocks/documentInfo';
import type { GroupBlockSettings } from './blocks/group';
import type { PdfBlock, PdfLayout } from './PdfLayout';
import type { ReportSettings } from './ReportSettings';

const HEADER_MM = 25;
const FOOTER_MM = 10;

/**
 * The layout a new custom PDF template starts from, so it first prints like the default document: the
 * report settings' orientation, background and images per page (the attachments page); a header with the
 * logo and the document's identification (the settings' header items); the form's name as a title in the
 * settings' title size and primary colour; one block per group (every answered field, in order); the
 * page number in the footer ('Página {page} de {pages}' in the user's language). Valid for checkPdfLayout.
 *
 * @example const layout = newPdfLayout(DEFAULT_REPORT_SETTINGS, model, t); // layout.body[1].type === 'group'
 */
export function newPdfLayout(settings: ReportSettings, model: FormModel, t: TFunction): PdfLayout {
  const header: PdfBlock[] = [];
  const withLogo = settings.headerItems.includes('logo');
  if (withLogo) header.push({ id: 'logo', type: 'logo', span: 3, settings: { heightMm: 15 } });
  const items = settings.headerItems.filter((item) => item !== 'logo') as DocumentInfoBlockSettings['items'];
  if (items.length) {
    const info: DocumentInfoBlockSettings = { items, columns: 2 };
    header.push({
      id: 'info',
      type: 'documentInfo',
      span: withLogo ? 9 : 12,
      settings: { ...info },
      style: { background: settings.colors.headerBackground, color: settings.colors.text },
    });
  }
  const title: PdfBlock = {
    id: 'title',
    type: 'text',
    span: 12,
    settings: { text: '{formName}' },
    style: { bold: true, fontSizePt: settings.titleFont.sizePt, color: settings.colors.primary },
  };
  const groups = model.groups.map((group, index): PdfBlock => {
    const block: GroupBlockSettings = { groupId: group.id, columns: 1, title: true, pageBreakBefore: false };
    return { id: `group-${index + 1}`, type: 'group', span: 12, settings: { ...block } };
  });
  return {
    version: 1,
    page: {
      size: 'A4',
      orientation: settings.orientation,
      marginsMm: { top: 15, right: 15, bottom: 15, left: 15 },
      gridMm: 5,
    },
    header: { heightMm: header.length ? HEADER_MM : 0, blocks: header },
    footer: {
      heightMm: FOOTER_MM,
      blocks: [
        {
          id: 'page',
          type: 'pageNumber',
          span: 12,
          settings: { format: t('exportTemplates.pageNumber') },
          style: { align: 'right' },
        },
      ],
    },
    body: [title, ...groups],
    background: { ...settings.background, pages: [...settings.background.pages] },
    attachmentsPage: { enabled: true, perPage: settings.imagesPerPage },
    styleRules: [],
  };
}
