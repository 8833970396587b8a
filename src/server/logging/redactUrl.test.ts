import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl';

describe('redactUrl', () => {
  it('masks secret query values by name, keeping path, order and the rest', () => {
    expect(redactUrl('/api/command?COMMAND=Login&CMD.USERNAME=ana&CMD.PASSWORD=s%40cret&PARSER=JSON')).toBe(
      '/api/command?COMMAND=Login&CMD.USERNAME=ana&CMD.PASSWORD=[REDACTED]&PARSER=JSON',
    );
    expect(redactUrl('/x?auth_token=a&CMD%2ETOKEN=b&CMD.OLD_PASSWORD=c&CMD.CODE=d&CMD.ID=7')).toBe(
      '/x?auth_token=[REDACTED]&CMD%2ETOKEN=[REDACTED]&CMD.OLD_PASSWORD=[REDACTED]&CMD.CODE=[REDACTED]&CMD.ID=7',
    );
  });

  it('leaves URLs without a query, and valueless or badly encoded names, readable', () => {
    expect(redactUrl('/assets/index.js')).toBe('/assets/index.js');
    expect(redactUrl('/api/command?PASSWORD&%E0=1')).toBe('/api/command?PASSWORD=[REDACTED]&%E0=1');
  });
});
