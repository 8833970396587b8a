import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Database } from '../../db/Database';
import { fileIdsIn } from '../../files/fileIdsIn';
import type { ModelSlot } from '../../forms/modelSlots';
import { CommandFailure } from '../CommandFailure';

/**
 * Every picture a model's field settings point at (`slots`: its fields and columns, modelSlots) (auxiliary image, photo reference images, sketch
 * background; table columns included) must be an EnviarImagemModelo upload of this company; otherwise
 * FORM_IMAGE_MISSING names the field, asking to send the image again and save. So must the pictures of
 * its export templates' layouts (background, image blocks): EXPORT_TEMPLATE_INVALID names the template.
 *
 * @example await checkModelImages(trx, companyId, checkSavedModel(metadata, t, model, previous), model, t);
 */
export async function checkModelImages(
  trx: Transaction<Database>,
  companyId: number,
  slots: ModelSlot[],
  model: FormModel,
  t: TFunction,
): Promise<void> {
  const wanted: Array<{ fileId: string; name: string; template?: boolean }> = [];
  const collect = (name: string, settings: unknown, template?: boolean) => {
    const ids: string[] = [];
    fileIdsIn(settings, ids);
    for (const fileId of ids) wanted.push({ fileId, name, template });
  };
  for (const { item } of slots) collect(item.name, item.settings);
  for (const template of model.exports?.templates ?? []) collect(template.name, template.layout, true);
  if (!wanted.length) return;
  const found = new Set(
    (
      await trx
        .selectFrom('form_images')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', [...new Set(wanted.map((w) => w.fileId))])
        // Held until the commit, like the company logo's image.
        .forKeyShare()
        .execute()
    ).map((row) => row.id),
  );
  const missing = wanted.find((w) => !found.has(w.fileId));
  if (missing?.template)
    throw new CommandFailure('EXPORT_TEMPLATE_INVALID', {
      name: missing.name,
      reason: t('exportTemplates.problems.IMAGE_MISSING'),
    });
  if (missing) throw new CommandFailure('FORM_IMAGE_MISSING', { name: missing.name });
}
