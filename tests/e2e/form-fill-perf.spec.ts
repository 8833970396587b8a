import { expect, test } from '@playwright/test';
import { generateFormModel } from '../../src/runtime/forms/generateFormModel';
import { command, login, skipTour } from './support';

// The 1,000-field form (300 rules, 200 formulas, tables) opens whole and takes typing. Its timings (page
// ready, all groups drawn, longest task, keystroke-to-paint) are measured by bench/formFillBrowser.ts in
// `npm run bench`, not here.

test('a 1,000-field form: every group is drawn and a field takes typing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await skipTour(request);
  const { model } = generateFormModel({ fields: 1000, rules: 300, formulas: 200, seed: 1 });
  model.name = `Formulário de 1000 campos ${Date.now().toString(36)}`;
  const saved = await command(request, 'SalvarModelo', { MODELO: model }, token);
  expect(saved.RESULT, JSON.stringify(saved.MESSAGES)).toBe('1');
  const first = model.groups.flatMap((g) => g.fields).find((f) => f.type === 'textShort')!;

  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  await page.goto(`/#/form/view/${String(saved.ID)}`);
  await expect(page.getByRole('heading', { level: 1, name: model.name })).toBeVisible();
  await expect(page.locator(`#group-${model.groups.at(-1)!.id}`)).toBeAttached({ timeout: 60_000 });
  const box = page.locator(`#field-${first.id}`);
  await expect(box).toBeEditable();
  await box.fill('Medido no banco');
  await expect(box).toHaveValue('Medido no banco');
});
