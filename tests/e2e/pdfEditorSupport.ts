import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import type { FormModel } from '../../src/runtime/forms/FormModel';
import { commandOk, OWNER, skipTour } from './support';

// What the PDF editor journeys share: the GrapesJS canvas, its blocks and dragging palette entries in.

/** A demo form by name, as the owner reads it (tour marked done): its id, current version and model. */
export async function demoFormModel(request: APIRequestContext, name: string) {
  const token = await skipTour(request, OWNER);
  const forms = (await commandOk(request, 'ListarModelos', {}, token)).MODELOS as {
    id: number;
    name: string;
  }[];
  const formId = forms.find((f) => f.name === name)!.id;
  const { MODELO } = await commandOk(request, 'ConsultarModeloDocumento', { ID: formId }, token);
  const { version, model } = MODELO as { version: number; model: FormModel };
  return { token, formId, version, model };
}

/** The canvas's frame (GrapesJS draws the page in an iframe). */
export const canvasOf = (page: Page): FrameLocator => page.frameLocator('[data-pdf-canvas] iframe');

/** A zone's blocks on the canvas (`header`, `body`, `footer`), by type, in order. */
export const zoneTypes = (canvas: FrameLocator, zone = 'body') =>
  canvas
    .locator(`[data-zone=${zone}] > [data-block-id]`)
    .evaluateAll((blocks) => blocks.map((b) => b.getAttribute('data-block-type')));

/**
 * Drags a palette entry onto the canvas with the mouse (HTML5 drag and drop into the frame), lingering
 * over the target so GrapesJS's sorter places it: `inside` near the bottom left of a block (after it),
 * `below` it (the free room of its zone under the last block: at the zone's end), `right` near the middle
 * of the target's right edge (a band's free room beside its blocks).
 */
export async function dragOnto(
  page: Page,
  entry: string,
  target: Locator,
  at: 'inside' | 'below' | 'right' = 'inside',
) {
  const from = (await page.locator(`[data-palette-item="${entry}"]`).boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = at === 'right' ? to.x + to.width - 30 : to.x + 100;
  const y = { inside: to.y + to.height - 4, below: to.y + to.height + 40, right: to.y + to.height / 2 }[at];
  await page.mouse.move(from.x + 60, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 90, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(x, y - 2, { steps: 10 });
  for (let i = 0; i < 4; i++) {
    await page.waitForTimeout(100);
    await page.mouse.move(x + 2 + i * 3, y, { steps: 2 });
  }
  await page.mouse.up();
}
