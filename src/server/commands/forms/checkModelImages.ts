import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';
import { fileIdsIn } from '../../files/fileIdsIn';
import type { ModelSlot } from '../../forms/modelSlots';
import { CommandFailure } from '../CommandFailure';

/**
 * Every picture a model's field settings point at (`slots`: its fields and columns, modelSlots) (auxiliary image, photo reference images, sketch
 * background; table columns included) must be an EnviarImagemModelo upload of this company; otherwise
 * FORM_IMAGE_MISSING names the field, asking to send the image again and save.
 *
 * @example await checkModelImages(trx, companyId, checkSavedModel(metadata, t, model, previous));
 */
export async function checkModelImages(
  trx: Transaction<Database>,
  companyId: number,
  slots: ModelSlot[],
): Promise<void> {
  const wanted: Array<{ fileId: string; name: string }> = [];
  const collect = (name: string, settings: unknown) => {
    const ids: string[] = [];
    fileIdsIn(settings, ids);
    for (const fileId of ids) wanted.push({ fileId, name });
  };
  for (const { item } of slots) collect(item.name, item.settings);
  if (!wanted.length) return;
  const found = new Set(
    (
      await trx
        .selectFrom('form_images')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', [...new Set(wanted.map((w) => w.fileId))])
        .execute()
    ).map((row) => row.id),
  );
  const missing = wanted.find((w) => !found.has(w.fileId));
  if (missing) throw new CommandFailure('FORM_IMAGE_MISSING', { name: missing.name });
}
