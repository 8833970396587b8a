import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import type { CommandContext } from '../CommandContext';
import { loadModelVersion } from './loadModelVersion';

/**
 * A form the caller may see and one of its model versions (the current one unless `version`), for the
 * model read commands: ENTITY_NOT_FOUND for another company's form or one the caller may not see.
 *
 * @example const { form, model, version } = await loadVisibleModel(ctx, params.ID, params.VERSAO);
 */
export async function loadVisibleModel(ctx: CommandContext, id: number, version?: number) {
  const { viewer, trx } = await loadAudienceViewer(ctx);
  const { form } = await requireVisibleForm(trx, viewer, id);
  const chosen = version ?? form.version;
  const model = await loadModelVersion(trx, viewer.companyId, form.id, chosen);
  return { form, model, version: chosen };
}
