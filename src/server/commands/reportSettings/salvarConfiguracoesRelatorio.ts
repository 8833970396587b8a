import schema from '../../../../schemas/commands/SalvarConfiguracoesRelatorio.schema.json';
import { backgroundErrorCode } from '../../../runtime/pdf/backgroundErrorCode';
import { checkPdfBackground } from '../../../runtime/pdf/checkPdfBackground';
import type { ReportSettings } from '../../../runtime/pdf/ReportSettings';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * SalvarConfiguracoesRelatorio {CONFIGURACOES: campo:forms/reportSettings} → CONFIGURACOES; MODEL EDIT.
 * The schema checks every value; the background follows checkPdfBackground (spec 001 §8: its image, a
 * custom one's pages, each page once: PDF_BACKGROUND_INVALID, PDF_BACKGROUND_PAGE_INVALID,
 * PDF_BACKGROUND_PAGE_IN_USE naming the page), and its image must be a model image of the company
 * (EnviarImagemModelo), held FOR KEY SHARE until the commit like the company logo's; another company's or
 * an unknown one is PDF_BACKGROUND_INVALID. One row per company, replaced on each save.
 */
export const salvarConfiguracoesRelatorio = defineCommand<{ CONFIGURACOES: ReportSettings }>({
  name: 'SalvarConfiguracoesRelatorio',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const settings = params.CONFIGURACOES;
    const [problem] = checkPdfBackground(settings.background);
    if (problem) throw new CommandFailure(backgroundErrorCode(problem.code)!, problem.params);
    const trx = await ctx.transaction();
    const fileId = settings.background.fileId;
    if (fileId) {
      const image = await trx
        .selectFrom('form_images')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('id', '=', fileId)
        .forKeyShare()
        .executeTakeFirst();
      if (!image) throw new CommandFailure('PDF_BACKGROUND_INVALID');
    }
    const row = { settings: JSON.stringify(settings), updated_by: session.userId, updated_at: new Date() };
    await trx
      .insertInto('report_settings')
      .values({ company_id: session.companyId, ...row })
      .onConflict((conflict) => conflict.column('company_id').doUpdateSet(row))
      .execute();
    ctx.inform(ctx.t('server.reportSettingsSaved'));
    return { CONFIGURACOES: settings };
  },
});
