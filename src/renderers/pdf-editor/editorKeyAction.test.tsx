import { describe, expect, it } from 'vitest';
import { editorKeyAction } from './editorKeyAction';

const key = (key: string, init: KeyboardEventInit = {}, target?: HTMLElement) => {
  const event = new KeyboardEvent('keydown', { key, ...init });
  if (target) Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('editorKeyAction', () => {
  it('saves from anywhere, undoes and redoes unless typing, walks and deletes only on the canvas', () => {
    const input = document.createElement('input');
    expect(editorKeyAction(key('s', { ctrlKey: true }, input), false)).toBe('save');
    expect(editorKeyAction(key('z', { ctrlKey: true }), false)).toBe('undo');
    expect(editorKeyAction(key('z', { ctrlKey: true }, input), false)).toBeNull();
    expect(editorKeyAction(key('y', { ctrlKey: true }), false)).toBe('redo');
    expect(editorKeyAction(key('Z', { metaKey: true, shiftKey: true }), false)).toBe('redo');
    expect(editorKeyAction(key('Delete'), true)).toBe('remove');
    expect(editorKeyAction(key('Delete'), false)).toBeNull();
    expect(editorKeyAction(key('ArrowDown'), true)).toBe('next');
    expect(editorKeyAction(key('ArrowLeft'), true)).toBe('previous');
    expect(editorKeyAction(key('ArrowLeft', {}, input), true)).toBeNull();
  });
});
