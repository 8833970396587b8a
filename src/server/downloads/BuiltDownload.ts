/**
 * A builder's file when its type is decided by what it holds (a task's document exported as its form's
 * Word template), not by the requested format: its bytes, extension and content type.
 */
export interface BuiltDownload {
  bytes: Uint8Array;
  extension: string;
  contentType: string;
}
