/** One problem in one metadata file: which file, where in it (JSON pointer) and why. */
export interface MetadataProblem {
  file: string;
  path: string;
  reason: string;
}

/** Thrown when metadata does not satisfy its schema; the message lists every problem, one per line. */
export class MetadataError extends Error {
  readonly problems: MetadataProblem[];
  constructor(problems: MetadataProblem[]) {
    super(
      'Invalid metadata:\n' + problems.map((p) => `  ${p.file} at ${p.path || '/'}: ${p.reason}`).join('\n'),
    );
    this.name = 'MetadataError';
    this.problems = problems;
  }
}
