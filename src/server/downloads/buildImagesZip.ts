import JSZip from 'jszip';
import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { documentAnswers } from './documentAnswers';
import { readImage } from './readImage';

/**
 * Every photo, drawn signature and sketch of the selected tasks' documents (table image cells and
 * action plan photos included) in one zip (JSZip), named `<taskId>_<field>_<n>.<ext>`: the field's id
 * (or `<table>_<column>`, `<field>_plan`), n counting from 1 per task and field, the extension from the
 * bytes. Nothing to put in it: DOWNLOAD_NO_DATA.
 *
 * @example const zip = await buildImagesZip(ctx); // 12_fotos_1.jpeg, 12_fotos_2.png, 12_assinatura_1.png
 */
export async function buildImagesZip(ctx: DownloadBuildContext): Promise<Uint8Array> {
  const zip = new JSZip();
  const documents = ctx.data.tasks.filter((task) => task.document);
  let added = 0;
  let done = 0;
  for (const task of documents) {
    const document = task.document!;
    const counters = new Map<string, number>();
    for (const group of documentAnswers(document, ctx))
      for (const answer of group.fields)
        for (const image of answer.images) {
          const loaded = await readImage(ctx.storage, document, image.fileId);
          if (!loaded) continue;
          const n = (counters.get(image.slot) ?? 0) + 1;
          counters.set(image.slot, n);
          // Images are compressed already: stored as they are, the zip is built fast.
          zip.file(`${task.id}_${image.slot}_${n}.${loaded.extension}`, loaded.bytes, {
            date: document.finishedAt ?? ctx.now,
          });
          added++;
        }
    done++;
    await ctx.progress((0.9 * done) / documents.length);
  }
  if (!added) throw new CommandFailure('DOWNLOAD_NO_DATA');
  return zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
}
