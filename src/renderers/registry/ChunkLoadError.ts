/** A lazy screen's code could not be downloaded (after the one automatic reload): the boundary offers a reload. */
export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    cause: unknown,
  ) {
    super(`Could not load the code of "${chunk}"`, { cause });
    this.name = 'ChunkLoadError';
  }
}
