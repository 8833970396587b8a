import { randomUUID } from 'node:crypto';
import { imageTypeOf } from '../files/imageTypeOf';
import type { FileStorage } from '../storage/FileStorage';
import { imageDataUri } from './imageDataUri';
import type { PrintImage, PrintImages } from './PrintImages';

/** The origin of served images: `.invalid` never resolves, and the printer answers it from memory only. */
const ORIGIN = 'https://campo.invalid/image/';

/**
 * Images for one print or batch (PrintImages): each storage key read once, typed by its bytes (png,
 * jpeg, gif, webp; anything else is no image), served as `https://campo.invalid/image/<batch>/<n>`,
 * a batch id of its own so concurrent prints never mix their pictures.
 *
 * @example const images = createPrintImages(storage); const logo = await images.url(logoKey); await printer.print(html, { images: images.served });
 */
export function createPrintImages(storage: FileStorage): PrintImages {
  const batch = `${ORIGIN}${randomUUID()}/`;
  const byKey = new Map<string, Promise<string | null>>();
  const served = new Map<string, PrintImage>();
  const read = async (key: string) => {
    const bytes = await storage.get(key);
    const contentType = bytes && imageTypeOf(bytes);
    if (!contentType) return null;
    const url = `${batch}${served.size}`;
    served.set(url, { contentType, bytes: bytes! });
    return url;
  };
  return {
    served,
    url(key) {
      if (!key) return Promise.resolve(null);
      let url = byKey.get(key);
      if (!url) byKey.set(key, (url = read(key)));
      return url;
    },
    inline(template) {
      if (!template.includes(batch)) return template;
      return template.replace(
        new RegExp(`${batch.replace(/[.]/g, '\\.')}\\d+`, 'g'),
        (url) => imageDataUri(served.get(url)?.bytes ?? null) ?? url,
      );
    },
  };
}
