import schema from '../../../../schemas/commands/PreVisualizarPdfLayout.schema.json';
import { sampleDocumentData } from '../../../runtime/controllers/pdfEditor/sampleDocumentData';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';
import { checkModelExports } from '../../../runtime/pdf/checkModelExports';
import { exportsProblemVars } from '../../../runtime/pdf/exportsProblemVars';
import { layoutHtml } from '../../../runtime/pdf/html/layoutHtml';
import type { PdfLayout } from '../../../runtime/pdf/PdfLayout';
import { loadReportSettings } from '../../pdf/loadReportSettings';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadVisibleModel } from '../forms/loadVisibleModel';
import { requireSession } from '../requireSession';

/**
 * PreVisualizarPdfLayout {ID, TEMPLATE_ID, LAYOUT, HOJE} → the PDF (docs/pdf.md "Screen equals paper"):
 * the PDF editor's layout as it stands (saved or not) printed by the server's Chromium over the same
 * sample document the editor's canvas draws (sampleDocumentData with the caller's locale, the company's
 * name and the editor's today), with the company's report settings; nothing is stored. MODEL EDIT, like
 * saving the layout. Refusals: ENTITY_NOT_FOUND (a form the caller may not see, or no PDF template
 * TEMPLATE_ID in its current model), the layout's problems as SalvarModelo names them
 * (EXPORT_TEMPLATE_INVALID...), PDF_PRINTER_UNAVAILABLE (no Chromium).
 */
export const preVisualizarPdfLayout = defineCommand<{
  ID: number;
  TEMPLATE_ID: string;
  LAYOUT: PdfLayout;
  HOJE: string;
}>({
  name: 'PreVisualizarPdfLayout',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const { model } = await loadVisibleModel(ctx, params.ID);
    const template = model.exports?.templates.find((t) => t.id === params.TEMPLATE_ID && t.kind === 'pdf');
    if (!template) throw new CommandFailure('ENTITY_NOT_FOUND');
    const layout = params.LAYOUT;
    const checked = { ...model, exports: { ...model.exports!, templates: [{ ...template, layout }] } };
    const [problem] = checkModelExports(checked);
    if (problem) throw new CommandFailure(problem.code, exportsProblemVars(problem, ctx.t), {});
    if (!ctx.pdfPrinter) throw new CommandFailure('PDF_PRINTER_UNAVAILABLE');
    const [settings, company] = await Promise.all([
      loadReportSettings(ctx.db, session.companyId),
      ctx.db.selectFrom('companies').select('name').where('id', '=', session.companyId).executeTakeFirst(),
    ]);
    const t = (key: string, vars?: Record<string, unknown>) => String(ctx.t(key, vars ?? {}));
    const data = sampleDocumentData(model, layout, {
      t,
      locale: session.locale,
      companyName: company?.name ?? '',
      today: params.HOJE,
    });
    // The sample's pictures are data: URIs, which the bands' templates and the body load alike.
    const { html, headerTemplate, footerTemplate, page } = layoutHtml(layout, data, settings);
    const bytes = await ctx.pdfPrinter.print(html, {
      headerTemplate,
      footerTemplate,
      landscape: page.landscape,
      format: page.format,
      marginsMm: page.marginsMm,
    });
    const name = sanitizeFileName(`${model.name} - ${template.name}`) || 'layout';
    return new BlobAnswer(bytes, 'application/pdf', { fileName: `${name}.pdf`, noStore: true });
  },
});
