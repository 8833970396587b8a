import { describe, expect, it } from 'vitest';
import type { CommandFn } from '../protocol/CommandFn';
import { createPrefetch } from './createPrefetch';

/** A command answering its call count, recording each call. */
function counting() {
  const calls: string[] = [];
  const command = (async (name: string) => {
    calls.push(name);
    return { call: calls.length };
  }) as CommandFn;
  return { command, calls };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createPrefetch', () => {
  it('gives a started answer to the first command with the same name and parameters, in any key order', async () => {
    const { command, calls } = counting();
    const prefetch = createPrefetch(command);
    prefetch.start('Lista', { A: 1, B: 2 });
    expect(await prefetch.command('Lista', { B: 2, A: 1 })).toEqual({ call: 1 });
    expect(await prefetch.command('Lista', { A: 1, B: 2 })).toEqual({ call: 2 });
    expect(calls).toHaveLength(2);
  });

  it('take answers an arrived answer once, nothing before it arrives, and the server after', async () => {
    const { command, calls } = counting();
    const prefetch = createPrefetch(command);
    prefetch.start('Lista', { A: 1 });
    expect(prefetch.take('Lista', { A: 1 })).toBeUndefined();
    await settled();
    expect(prefetch.take('Lista', { A: 2 })).toBeUndefined();
    expect(prefetch.take('Lista', { A: 1 })).toEqual({ call: 1 });
    expect(prefetch.take('Lista', { A: 1 })).toBeUndefined();
    expect(await prefetch.command('Lista', { A: 1 })).toEqual({ call: 2 });
    expect(calls).toHaveLength(2);
  });

  it('discard forgets started and arrived answers', async () => {
    const { command } = counting();
    const prefetch = createPrefetch(command);
    prefetch.start('Lista', {});
    await settled();
    prefetch.discard();
    expect(prefetch.take('Lista', {})).toBeUndefined();
    expect(await prefetch.command('Lista', {})).toEqual({ call: 2 });
  });
});
