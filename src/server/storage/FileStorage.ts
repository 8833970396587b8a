/**
 * Where uploaded bytes live, by key (`<company_id>/<uuid>`). The database keeps the file's metadata; the
 * bytes stay behind this interface so a bucket can replace the local disk without touching commands.
 *
 * @example await storage.put('7/0b8f...', bytes); const back = await storage.get('7/0b8f...');
 */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the bytes; a missing key is not an error. */
  delete(key: string): Promise<void>;
}
