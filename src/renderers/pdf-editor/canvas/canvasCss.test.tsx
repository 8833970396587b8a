import { describe, expect, it } from 'vitest';
import { pdfLayoutOf } from '../../../runtime/pdf/testing/pdfFixtures';
import { canvasCss } from './canvasCss';

describe('canvasCss', () => {
  it('lets the attachment page’s content fill its sheet, so the footer sits at the bottom as on paper', () => {
    document.head.innerHTML = `<style>${canvasCss(pdfLayoutOf({}))}</style>`;
    document.body.innerHTML =
      '<section data-page="2" data-attachments="true"><div data-ghost="header"></div>' +
      '<div data-ghost="attachments"></div><div data-ghost="footer"></div></section>';
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    expect(style('[data-ghost=attachments]').flexGrow).toBe('1');
    expect(style('[data-ghost=footer]').flexGrow).toBe('0');
  });
});
