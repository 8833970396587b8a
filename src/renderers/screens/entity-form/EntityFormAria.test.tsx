import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

describe('entity form accessibility', () => {
  it('every aria-describedby on the client form points at an element on the page', async () => {
    renderApp({
      path: '/client/new',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({ ITEMS: [], TOTAL: 0 }),
        SaveEntity: () => ({ ID: 9, VERSION: 1, ITEM: {} }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Novo cliente' });
    expect(unresolvedDescriptions()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Campo obrigatório');
    expect(unresolvedDescriptions()).toEqual([]);
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

/** "element -> id" for each aria-describedby id with no element on the page. */
function unresolvedDescriptions(): string[] {
  const described = [...document.querySelectorAll('[aria-describedby]')];
  expect(described.length).toBeGreaterThan(0);
  return described.flatMap((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .filter((id) => id && !document.getElementById(id))
      .map((id) => `${el.tagName.toLowerCase()}#${el.id} -> ${id}`),
  );
}
