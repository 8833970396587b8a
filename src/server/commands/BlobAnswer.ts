/** A handler result sent as a raw body with its content type (images), instead of an envelope. */
export class BlobAnswer {
  constructor(
    readonly body: Uint8Array,
    readonly contentType: string,
  ) {}
}
