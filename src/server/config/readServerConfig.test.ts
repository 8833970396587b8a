import { describe, expect, it } from 'vitest';
import { readServerConfig } from './readServerConfig';

describe('readServerConfig', () => {
  it('reads the PostgreSQL pool size from CAMPO_DB_POOL_SIZE (20 by default, at least 1)', () => {
    expect(readServerConfig({}).dbPoolSize).toBe(20);
    expect(readServerConfig({ CAMPO_DB_POOL_SIZE: '40' }).dbPoolSize).toBe(40);
    expect(readServerConfig({ CAMPO_DB_POOL_SIZE: '0' }).dbPoolSize).toBe(1);
    expect(() => readServerConfig({ CAMPO_DB_POOL_SIZE: 'many' })).toThrow(/CAMPO_DB_POOL_SIZE/);
  });
});
