import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

function Counter(props: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>{`${props.label} ${count}`}</button>;
}

/** A chunk whose download the test finishes when it chooses. */
function deferredChunk() {
  let arrive!: () => void;
  const arrived = new Promise<{ default: typeof Counter }>((resolve) => {
    arrive = () => resolve({ default: Counter });
  });
  return { load: () => arrived, arrive };
}

describe('lazyScreen', () => {
  it('renders a preloaded screen at once, its fallback never shown', async () => {
    const chunk = deferredChunk();
    const Screen = lazyScreen('preloaded', chunk.load);
    Screen.preload();
    await act(async () => chunk.arrive());
    render(
      <Suspense fallback="carregando">
        <Screen label="Tarefas" />
      </Suspense>,
    );
    // No await: the first commit already has the screen.
    expect(screen.getByRole('button', { name: 'Tarefas 0' })).toBeTruthy();
    expect(screen.queryByText('carregando')).toBeNull();
  });

  it('shows the fallback until the chunk arrives, then keeps the mounted screen (and its state)', async () => {
    const chunk = deferredChunk();
    const Screen = lazyScreen('on-demand', chunk.load);
    const { rerender } = render(
      <Suspense fallback="carregando">
        <Screen label="Tarefas" />
      </Suspense>,
    );
    expect(screen.getByText('carregando')).toBeTruthy();
    await act(async () => chunk.arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Tarefas 0' }));
    rerender(
      <Suspense fallback="carregando">
        <Screen label="Histórico" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Histórico 1' })).toBeTruthy();
  });
});
