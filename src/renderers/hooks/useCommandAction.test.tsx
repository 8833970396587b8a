import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../testing/renderWithRuntime';
import { useCommandAction } from './useCommandAction';

/** A button per row that deletes it, showing what the hook answers. */
function Probe(props: { stayBusy?: boolean }) {
  const { busy, isBusy, run } = useCommandAction();
  const [said, setSaid] = useState('');
  const go = async (id: number) => {
    const done = await run<{ OK: string }>(
      'Excluir',
      { ID: id },
      { key: id, stayBusy: props.stayBusy, onDone: (answer) => setSaid(`feito ${answer.OK}`) },
    );
    if (!done) setSaid('recusado');
  };
  return (
    <>
      {[1, 2].map((id) => (
        <button key={id} disabled={isBusy(id)} onClick={() => void go(id)}>
          {`Excluir ${id}`}
        </button>
      ))}
      <p>{busy ? 'ocupado' : 'livre'}</p>
      <p>{said}</p>
    </>
  );
}

describe('useCommandAction', () => {
  it('is busy for the row it runs for, then free with the answer handed to onDone', async () => {
    let finish: (value: { OK: string }) => void = () => undefined;
    const { calls } = renderWithRuntime(<Probe />, {
      Excluir: () => new Promise((resolve) => (finish = resolve)),
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir 2' }));
    expect(screen.getByText('ocupado')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Excluir 2' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Excluir 1' }) as HTMLButtonElement).disabled).toBe(false);
    finish({ OK: 'sim' });
    expect(await screen.findByText('feito sim')).toBeTruthy();
    expect(screen.getByText('livre')).toBeTruthy();
    expect(calls).toEqual([{ name: 'Excluir', params: { ID: 2 } }]);
  });

  it('answers null on a refusal and is free again', async () => {
    renderWithRuntime(<Probe stayBusy />, {
      Excluir: () => {
        throw new Error('recusado pelo servidor');
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir 1' }));
    expect(await screen.findByText('recusado')).toBeTruthy();
    expect(screen.getByText('livre')).toBeTruthy();
  });

  it('stays busy after success when asked (the page is leaving)', async () => {
    renderWithRuntime(<Probe stayBusy />, { Excluir: () => ({ OK: 'sim' }) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Excluir 1' }));
    await waitFor(() => expect(screen.getByText('feito sim')).toBeTruthy());
    expect(screen.getByText('ocupado')).toBeTruthy();
  });
});
