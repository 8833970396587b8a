import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { requiredInput } from './requiredInput';

const t = ((key: string) =>
  key === 'errors.REQUIRED_FIELD' ? 'Campo obrigatório' : key) as unknown as TFunction;

describe('requiredInput', () => {
  it('is required and passes the typed text on', () => {
    const onChange = vi.fn();
    const props = requiredInput(t, 'Ana', onChange, false);
    expect(props).toMatchObject({ required: true, value: 'Ana', error: false, helperText: undefined });
    props.onChange({ target: { value: 'Ana B' } } as never);
    expect(onChange).toHaveBeenCalledWith('Ana B');
  });

  it("says 'Campo obrigatório' while missing", () => {
    expect(requiredInput(t, '', vi.fn(), true)).toMatchObject({
      error: true,
      helperText: 'Campo obrigatório',
    });
  });
});
