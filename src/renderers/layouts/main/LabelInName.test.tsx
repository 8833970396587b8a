import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

/**
 * The text a sighted user reads on an element. Text hidden from assistive technology still counts (axe's
 * label-content-name-mismatch reads it so: it is on the screen), and so does a badge's "0" scaled away.
 */
function shownText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

describe('top bar label in name (WCAG 2.5.3)', () => {
  it("the user menu and downloads buttons' names contain the text they show", async () => {
    renderApp({
      path: '/profile',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: { ConsultarDownloads: () => ({ ITEMS: [] }) },
    });
    const userMenu = await screen.findByRole('button', { name: /^Menu do usuário de/ });
    const downloads = await screen.findByRole('button', { name: /^Downloads/ });
    for (const button of [userMenu, downloads]) {
      const name = button.getAttribute('aria-label') ?? '';
      expect(name).toContain(shownText(button));
    }
  });
});
