import { readAudienceViewer } from '../../access/readAudienceViewer';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import type { CommandContext } from '../CommandContext';
import { loadModelVersion } from './loadModelVersion';

/**
 * A form the caller may see and one of its model versions (the current one unless `version`), for the
 * model read commands: ENTITY_NOT_FOUND for another company's form or one the caller may not see. A pure
 * read: no transaction (readAudienceViewer), the form, its folders and the version read on one
 * connection, so a loaded pool is waited for once.
 *
 * @example const { form, model, version } = await loadVisibleModel(ctx, params.ID, params.VERSAO);
 */
export async function loadVisibleModel(ctx: CommandContext, id: number, version?: number) {
  const { viewer } = await readAudienceViewer(ctx);
  return ctx.db.connection().execute(async (db) => {
    const { form } = await requireVisibleForm(db, viewer, id);
    const chosen = version ?? form.version;
    const model = await loadModelVersion(db, viewer.companyId, form.id, chosen);
    return { form, model, version: chosen };
  });
}
