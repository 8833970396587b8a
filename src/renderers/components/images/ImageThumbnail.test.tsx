import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { ImageThumbnail } from './ImageThumbnail';

// jsdom has neither object URLs nor an IntersectionObserver: the test gives both, and scrolls by hand.
const original = {
  create: URL.createObjectURL,
  revoke: URL.revokeObjectURL,
  observer: globalThis.IntersectionObserver,
};
let observed: Array<{ callback: IntersectionObserverCallback; element: Element }> = [];
beforeEach(() => {
  observed = [];
  URL.createObjectURL = () => 'blob:thumbnail';
  URL.revokeObjectURL = () => undefined;
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  globalThis.IntersectionObserver = original.observer;
});

const scrollIntoView = () =>
  act(() => {
    for (const { callback, element } of observed)
      callback(
        [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

describe('ImageThumbnail', () => {
  it('fetches the image only once it scrolls into view, and shows it with its alt text', async () => {
    const { calls } = renderWithRuntime(<ImageThumbnail value="img-7" alt="Imagem de perfil de Ana" />, {
      BaixarImagem: () => new Blob(['png'], { type: 'image/png' }),
    });
    expect(calls.filter((c) => c.name === 'BaixarImagem')).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
    scrollIntoView();
    const image = await screen.findByRole('img', { name: 'Imagem de perfil de Ana' });
    expect(image.getAttribute('src')).toBe('blob:thumbnail');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(calls.filter((c) => c.name === 'BaixarImagem').map((c) => c.params)).toEqual([{ ID: 'img-7' }]);
  });

  it('shows nothing, and asks nothing, without an image', async () => {
    const { calls, container } = renderWithRuntime(<ImageThumbnail value="" alt="Imagem" />);
    scrollIntoView();
    await waitFor(() => expect(container.textContent).toBe(''));
    expect(container.querySelector('img')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows an address typed before images were uploads as it is', async () => {
    renderWithRuntime(<ImageThumbnail value="https://exemplo.com.br/ana.png" alt="Foto de Ana" />);
    scrollIntoView();
    const image = await screen.findByRole('img', { name: 'Foto de Ana' });
    expect(image.getAttribute('src')).toBe('https://exemplo.com.br/ana.png');
  });
});
