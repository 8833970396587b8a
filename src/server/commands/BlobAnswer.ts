/** How a blob is sent besides its type: as an attachment with a file name, and whether it may be cached. */
export interface BlobAnswerOptions {
  /** Sent as `Content-Disposition: attachment` with this name (a download, not a picture to show). */
  fileName?: string;
  /** Never cached by the browser (a file whose request changes state, e.g. a download marked done). */
  noStore?: boolean;
}

/** A handler result sent as a raw body with its content type (images, files), instead of an envelope. */
export class BlobAnswer {
  constructor(
    readonly body: Uint8Array,
    readonly contentType: string,
    readonly options: BlobAnswerOptions = {},
  ) {}
}
