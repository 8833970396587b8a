import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = join(fileURLToPath(new URL('..', import.meta.url)), 'node_modules/.bin/autocannon');

export interface LoadOptions {
  url: string;
  body: string;
  connections?: number;
  seconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/**
 * Runs autocannon in a child process (so the load generator does not share the server's event loop)
 * with a form-encoded POST, and returns its averages.
 */
export function autocannon({ url, body, connections = 10, seconds = 5 }: LoadOptions): Promise<LoadResult> {
  const args = [
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-m',
    'POST',
    '-H',
    'content-type=application/x-www-form-urlencoded',
    '-b',
    body,
    url,
  ];
  return new Promise((resolve, reject) =>
    execFile(BIN, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      const result = JSON.parse(stdout) as {
        requests: { average: number };
        latency: { p99: number };
        non2xx: number;
        errors: number;
      };
      resolve({
        requestsPerSecond: result.requests.average,
        latencyP99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    }),
  );
}
