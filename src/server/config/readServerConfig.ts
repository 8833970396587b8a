import type { ServerConfig } from './ServerConfig';

function positiveNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0)
    throw new Error(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}

/**
 * Reads the server configuration from the environment (defaults suit a developer laptop).
 *
 * @example readServerConfig({ PORT: '8080' }).port // 8080
 */
export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveNumber(env, 'PORT', 3000);
  const publicUrl = (env.CAMPO_PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.CAMPO_DATA_DIR || './data',
    dbPoolSize: Math.max(1, Math.floor(positiveNumber(env, 'CAMPO_DB_POOL_SIZE', 20))),
    uploadDir: env.CAMPO_UPLOAD_DIR || './data/uploads',
    orphanUploadHours: positiveNumber(env, 'CAMPO_ORPHAN_UPLOAD_HOURS', 24),
    downloadRetentionHours: positiveNumber(env, 'CAMPO_DOWNLOAD_RETENTION_HOURS', 24),
    demo: env.CAMPO_DEMO !== '0',
    sessionTtlHours: positiveNumber(env, 'CAMPO_SESSION_TTL_HOURS', 12),
    rateLimitPerMinute: positiveNumber(env, 'CAMPO_RATE_LIMIT', 600),
    publicRateLimitPerMinute: positiveNumber(env, 'CAMPO_PUBLIC_RATE_LIMIT', 30),
    publicUrl,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.CAMPO_MAIL_FROM || 'Campo <no-reply@campo.local>',
    adminPassword: env.CAMPO_ADMIN_PASSWORD || 'Campo@2026',
    maxFileBytes: positiveNumber(env, 'CAMPO_MAX_FILE_MB', 5) * 1024 * 1024,
    bodyLimitBytes: positiveNumber(env, 'CAMPO_BODY_LIMIT_KB', 1024) * 1024,
    bulkBodyLimitBytes: positiveNumber(env, 'CAMPO_BULK_BODY_LIMIT_MB', 32) * 1024 * 1024,
    geocoderUrl: env.CAMPO_GEOCODER_URL || undefined,
    geocoderPerCompanyPerMinute: positiveNumber(env, 'CAMPO_GEOCODER_RATE', 30),
    cepUrl: (env.CAMPO_CEP_URL ?? 'https://viacep.com.br/ws/{cep}/json/') || undefined,
    mapTileUrl: env.CAMPO_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: env.CAMPO_MAP_ATTRIBUTION ?? '© OpenStreetMap contributors',
    trustProxy: env.CAMPO_TRUST_PROXY === '1',
    listIndexMaxEntries: positiveNumber(env, 'CAMPO_LIST_INDEX_MAX_ENTRIES', 1_000_000),
    cacheTtlMs: positiveNumber(env, 'CAMPO_CACHE_SECONDS', 10) * 1000,
    daysToCancel: positiveNumber(env, 'CAMPO_DAYS_TO_CANCEL', 10),
    webhookPollMs: positiveNumber(env, 'CAMPO_WEBHOOK_POLL_SECONDS', 2) * 1000,
    webhookRetryBaseMs: positiveNumber(env, 'CAMPO_WEBHOOK_RETRY_SECONDS', 30) * 1000,
    webhookTimeoutMs: positiveNumber(env, 'CAMPO_WEBHOOK_TIMEOUT_SECONDS', 10) * 1000,
    webhookAllowPrivate: env.CAMPO_WEBHOOK_ALLOW_PRIVATE === '1',
    jobsPollMs: positiveNumber(env, 'CAMPO_JOBS_POLL_SECONDS', 2) * 1000,
    jobsRetryBaseMs: positiveNumber(env, 'CAMPO_JOBS_RETRY_SECONDS', 30) * 1000,
    jobsMaxAttempts: Math.max(1, Math.floor(positiveNumber(env, 'CAMPO_JOBS_MAX_ATTEMPTS', 5))),
    jobsSchema: env.CAMPO_JOBS_SCHEMA || undefined,
    osmandPort: Math.floor(positiveNumber(env, 'CAMPO_OSMAND_PORT', 5055)),
    trackerUrl: (env.CAMPO_TRACKER_URL || `${publicUrl}/api/osmand`).replace(/\/+$/, ''),
    positionMaxAccuracyM: positiveNumber(env, 'CAMPO_POSITION_MAX_ACCURACY_M', 100),
    positionRetentionDays: positiveNumber(env, 'CAMPO_POSITION_RETENTION_DAYS', 90),
    trackerRateLimitPerMinute: positiveNumber(env, 'CAMPO_TRACKER_RATE_LIMIT', 120),
  };
}
