/** Business timings from spec 000 section 9, in milliseconds. */
export const TIMING = {
  requestTimeout: 20_000,
  employeeListTimeout: 900_000,
  keepAlive: 480_000,
  permissionRefresh: 10_000,
  startupWait: 2_000,
  tourDelay: 7_000,
  tourSaveDelay: 200,
  chunkLoad: 120_000,
} as const;
