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
  /** The tracker's live feed tries again this long after a failure. */
  trackerReconnect: 30_000,
  /** An employee is online when seen (last position or login) this recently. */
  onlineWindow: 900_000,
} as const;
