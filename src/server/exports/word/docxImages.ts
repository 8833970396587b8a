import { ImageRun, Paragraph, TextRun, type ParagraphChild } from 'docx';
import type { DownloadDocument } from '../../downloads/DownloadData';
import type { AnswerImage } from '../../downloads/documentAnswers';
import { readImage, type LoadedImage } from '../../downloads/readImage';
import { imageSizeOf, type ImageSize } from '../../files/imageSizeOf';
import type { DocxContext } from './DocxContext';

/** Boxes images are fitted in, in pixels at 96 dpi (docx's unit): a photo ~56×42 mm, a signature ~70×28 mm. */
export const PHOTO_BOX: ImageSize = { width: 212, height: 160 };
export const SIGNATURE_BOX: ImageSize = { width: 264, height: 106 };

/** Image formats Word shows (webp is not one: a note stands for it). */
const DOCX_TYPES: Partial<Record<LoadedImage['extension'], 'png' | 'jpg' | 'gif'>> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
};

/**
 * An image as an inline Word picture fitted in `box`, proportions kept and never enlarged; null for a
 * format Word does not show.
 *
 * @example new Paragraph({ children: [docxImage(logo, { width: 120, height: 45 })!] })
 */
export function docxImage(image: LoadedImage, box: ImageSize): ImageRun | null {
  const type = DOCX_TYPES[image.extension];
  if (!type) return null;
  const size = imageSizeOf(image.bytes) ?? box;
  const scale = Math.min(1, box.width / Math.max(1, size.width), box.height / Math.max(1, size.height));
  return new ImageRun({
    type,
    data: image.bytes,
    transformation: {
      width: Math.max(1, Math.round(size.width * scale)),
      height: Math.max(1, Math.round(size.height * scale)),
    },
  });
}

/**
 * A document's images as one paragraph of pictures side by side (Word wraps them to the width), each
 * fitted in `box`; an image gone or in a format Word does not show is a note in its place.
 *
 * @example children.push(await docxImages(ctx, document, answer.images, PHOTO_BOX));
 */
export async function docxImages(
  ctx: Pick<DocxContext, 'storage' | 't'>,
  document: DownloadDocument,
  images: AnswerImage[],
  box: ImageSize,
): Promise<Paragraph> {
  const runs: ParagraphChild[] = [];
  for (const image of images) {
    const loaded = await readImage(ctx.storage, document, image.fileId);
    const picture = loaded && docxImage(loaded, box);
    if (runs.length) runs.push(new TextRun(' '));
    runs.push(
      picture ??
        new TextRun({
          text: ctx.t(loaded ? 'downloads.file.unsupportedImage' : 'downloads.file.missingImage'),
          italics: true,
          size: 16,
        }),
    );
  }
  return new Paragraph({ children: runs, spacing: { after: 120 } });
}
