/** Everything the server reads from the environment, parsed once (documented in src/server/CONFIG.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Connections of the PostgreSQL pool (ignored on PGlite, which has one). */
  dbPoolSize: number;
  /** Root folder of uploaded document files (LocalDiskStorage; keys `<company_id>/<uuid>`). */
  uploadDir: string;
  /** Uploads no saved document references are removed after this many hours (0: kept). */
  orphanUploadHours: number;
  /** Requested downloads (rows and files) are removed this many hours after the request (0: kept). */
  downloadRetentionHours: number;
  demo: boolean;
  sessionTtlHours: number;
  rateLimitPerMinute: number;
  /** Calls per minute per client address of public page commands (`publicPage`); 0 disables. */
  publicRateLimitPerMinute: number;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminPassword: string;
  maxFileBytes: number;
  bodyLimitBytes: number;
  /** Largest url-encoded body of a bulk command (metadata/commands.json `bulk`: SaveEntities). */
  bulkBodyLimitBytes: number;
  /** Base URL of a Nominatim-compatible geocoder for PesquisarEndereco; unset: no address search. */
  geocoderUrl: string | undefined;
  /** Geocoder calls per company per minute (cached answers are free). */
  geocoderPerCompanyPerMinute: number;
  /** ViaCEP-style URL of the CEP lookup (ConsultarCep), `{cep}` standing for the 8 digits; empty: no lookup. */
  cepUrl: string | undefined;
  /** Leaflet tile URL template of the browser's maps (`{z}/{x}/{y}`, optional `{s}`). */
  mapTileUrl: string;
  /** Attribution shown on the maps (the tile provider's terms usually require one). */
  mapAttribution: string;
  /** Trust X-Forwarded-For (behind a reverse proxy), so rate limits count the real client address. */
  trustProxy: boolean;
  /** Records the in-memory list indexes of broad searches may hold in all (0: lists always sort in SQL). */
  listIndexMaxEntries: number;
  /** How long sessions and logged-user profiles stay cached in this process (0 disables). */
  cacheTtlMs: number;
  /** Days an inactive paid plan may stay overdue before the company is blocked. */
  daysToCancel: number;
  /** How often the webhook worker looks for due deliveries. */
  webhookPollMs: number;
  /** First retry delay of a failed webhook delivery; it doubles per attempt (5 attempts in all). */
  webhookRetryBaseMs: number;
  /** How long one webhook POST may take. */
  webhookTimeoutMs: number;
  /** Let webhooks reach loopback and private addresses (tests, an intranet integration). */
  webhookAllowPrivate: boolean;
  /** How often the job queue looks for due jobs (0: never by itself; tests call runOnce). */
  jobsPollMs: number;
  /** First retry delay of a failed job; it doubles per attempt. */
  jobsRetryBaseMs: number;
  /** Runs of a job in all, the first included, before it fails for good. */
  jobsMaxAttempts: number;
  /** pg-boss's schema on PostgreSQL; unset: `pgboss` (or `<schema>_pgboss` off the public schema). */
  jobsSchema: string | undefined;
  /** Port of the OsmAnd protocol at `/` (Traccar's 5055), opened by main.ts; 0: off (`/api/osmand` stays). */
  osmandPort: number;
  /** The address tracker apps send to (SalvarDispositivoColaborador's SERVIDOR); default `<publicUrl>/api/osmand`. */
  trackerUrl: string;
  /** Positions less accurate than this (meters) are stored but not drawn as current. */
  positionMaxAccuracyM: number;
  /** Positions whose fix time is older than this many days are removed daily (0: kept). */
  positionRetentionDays: number;
  /** OsmAnd requests per minute per device identifier (0: unlimited). */
  trackerRateLimitPerMinute: number;
}
