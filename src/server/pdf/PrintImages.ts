/** An image Chromium fetches from memory during a print. */
export interface PrintImage {
  contentType: string;
  bytes: Uint8Array;
}

/**
 * The images of one print (or one batch of prints), each read from the FileStorage once and served to
 * Chromium from memory under its own URL (createPrintImages): a picture repeated on every document of
 * a batch (the logo, the layout's images) is read, sent and decoded once, and the HTML carries short
 * URLs instead of megabytes of data: URIs.
 */
export interface PrintImages {
  /** The URL of the image stored under `key`; null without a key, without bytes, or for no image. */
  url(key: string | null | undefined): Promise<string | null>;
  /** What the printer serves (PrintOptions.images), by URL. */
  readonly served: ReadonlyMap<string, PrintImage>;
  /** A header or footer template with these URLs as data: URIs (Chromium's templates load nothing). */
  inline(template: string): string;
}
