/** What a bench server process needs: the PostgreSQL server, the bench's schema and the shared port. */
export interface BenchServerSetting {
  url: string;
  schema: string;
  port: number;
}

/** The app's configuration under load: a rate limit no load reaches (the plugin stays in the path), no polling. */
export const BENCH_APP_CONFIG = { rateLimitPerMinute: 100_000_000, jobsPollMs: 0, webhookPollMs: 0 };
