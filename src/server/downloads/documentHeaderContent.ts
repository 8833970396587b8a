import type { Content } from 'pdfmake/interfaces';
import type { PdfInfoItem } from '../../runtime/pdf/html/PdfDocumentData';
import type { ReportSettings } from '../../runtime/pdf/ReportSettings';
import type { DownloadBuildContext } from './DownloadBuildContext';

/**
 * A document's identification in the default PDF, under its title: the report settings' header items
 * (formName, documentId, finishedAt, responsible, client, unit, asset, location; the logo and the company
 * name go in the page header instead) that have a value, in the settings' order, each with its label
 * (`pdf.info.*`, as custom layouts word them), on the settings' header background. Nothing when none.
 *
 * @example documentHeaderContent(ctx, settings, { formName: 'Vistoria', responsible: 'Ana' })
 */
export function documentHeaderContent(
  ctx: Pick<DownloadBuildContext, 't'>,
  settings: ReportSettings,
  texts: Partial<Record<PdfInfoItem, string>>,
): Content[] {
  const items = settings.headerItems.filter(
    (item): item is PdfInfoItem =>
      item !== 'logo' && item !== 'companyName' && Boolean(texts[item as PdfInfoItem]),
  );
  if (!items.length) return [];
  return [
    {
      table: {
        widths: [110, '*'],
        body: items.map((item) => [{ text: ctx.t(`pdf.info.${item}`), style: 'label' }, texts[item]!]),
      },
      layout: {
        fillColor: () => settings.colors.headerBackground,
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingTop: () => 3,
        paddingBottom: () => 3,
      },
      margin: [0, 0, 0, 8],
    },
  ];
}
