import schema from '../../../../schemas/commands/ConsultarConfiguracoesRelatorio.schema.json';
import { loadReportSettings } from '../../pdf/loadReportSettings';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * ConsultarConfiguracoesRelatorio {} → CONFIGURACOES (campo:forms/reportSettings: the saved settings, or
 * DEFAULT_REPORT_SETTINGS); MODEL VIEW. Read-only: one statement on ctx.db, no transaction.
 */
export const consultarConfiguracoesRelatorio = defineCommand<Record<string, never>>({
  name: 'ConsultarConfiguracoesRelatorio',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    return { CONFIGURACOES: await loadReportSettings(ctx.db, session.companyId) };
  },
});
