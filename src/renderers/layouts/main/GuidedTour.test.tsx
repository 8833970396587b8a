import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { GuidedTour } from './GuidedTour';

const FORMS_BOX = { top: 10, left: 300, width: 120, height: 40, bottom: 50, right: 420, x: 300, y: 10 };

/** The header's Formulários menu as the tour finds it, laid out where a browser would put it. */
function Header() {
  return (
    <nav>
      <button type="button" data-tour="forms">
        Formulários
      </button>
      <button type="button" data-tour="tasks">
        Atividades
      </button>
    </nav>
  );
}

function renderTour() {
  const scrolled = vi.fn();
  const forms = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    const laidOut = this.dataset.tour === 'forms' || this.dataset.tour === 'tasks';
    return (
      laidOut ? FORMS_BOX : { top: 0, left: 0, width: 0, height: 0, bottom: 0, right: 0, x: 0, y: 0 }
    ) as DOMRect;
  });
  HTMLElement.prototype.scrollIntoView = scrolled;
  const view = renderWithRuntime(
    <>
      <Header />
      <GuidedTour />
    </>,
    { SaveUserTourSettings: () => ({}) },
  );
  act(() => view.runtime.tour.getState().start());
  return { ...view, scrolled, forms };
}

describe('GuidedTour', () => {
  afterEach(() => vi.restoreAllMocks());

  it('the first step has nothing to point at: a card in the corner, no spotlight', async () => {
    renderTour();
    expect(await screen.findByRole('dialog', { name: 'Boas-vindas ao Campo' })).toBeTruthy();
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
  });

  it('a step about a menu scrolls it into view, rings it and opens its card next to it; keys step and skip', async () => {
    const { scrolled, runtime } = renderTour();
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: 'Boas-vindas ao Campo' });
    await user.click(screen.getByRole('button', { name: 'Próximo' })); // employees: no "company" menu here
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Próximo' }));

    const card = await screen.findByRole('dialog', { name: 'Novo formulário' });
    const forms = screen.getByRole('button', { name: 'Formulários' });
    expect(scrolled.mock.contexts.at(-1)).toBe(forms);
    const spot = screen.getByTestId('tour-spotlight');
    expect(spot.getAttribute('aria-hidden')).toBe('true');
    const ring = getComputedStyle(spot);
    expect([ring.top, ring.left, ring.width, ring.height]).toEqual(['4px', '294px', '132px', '52px']);
    // The card hangs from the menu (a popper anchored to it), not from the corner of the window.
    expect(card.closest('[data-popper-placement], .MuiPopper-root')).not.toBeNull();

    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Novo formulário' }));
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Atividades' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Novo formulário' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByTestId('guided-tour')).toBeNull());
    expect(screen.queryByTestId('tour-spotlight')).toBeNull();
    expect(runtime.tour.getState().settings.skip).toBe(true);
  });
});
