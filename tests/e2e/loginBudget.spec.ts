import { expect, test } from '@playwright/test';
import { LOGIN_JS_BUDGET } from '../../bench/LOGIN_JS_BUDGET';
import { measureLoginScripts } from '../../bench/measureLoginScripts';

// Issue 13: what the login page downloads to show its form, measured on the production build as the
// browser fetches it. A heavy import reaching the login path (MUI pieces, the whole catalogue, Ajv,
// mathjs...) fails here.
test('the login page shows with no more JavaScript than its budget (gzip)', async ({ page }) => {
  const { needed } = await measureLoginScripts(page, '/#/login');
  expect(needed.count).toBeGreaterThan(0);
  expect(needed.gzip).toBeLessThan(LOGIN_JS_BUDGET.ceiling);
  expect(needed.count).toBeLessThanOrEqual(LOGIN_JS_BUDGET.files);
});
