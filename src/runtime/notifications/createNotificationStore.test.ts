import { describe, expect, it } from 'vitest';
import { createNotificationStore } from './createNotificationStore';

describe('createNotificationStore', () => {
  it('the same message of the same topic is shown once; untopical toasts always show', () => {
    const toasts = createNotificationStore();
    const { notify } = toasts.getState();
    expect(notify('error', 'Revise o workflow', 'SalvarModelo')).toBe(
      notify('error', 'Revise o workflow', 'SalvarModelo'),
    );
    notify('error', 'Sem rede');
    notify('error', 'Sem rede');
    expect(toasts.getState().items).toHaveLength(3);
    toasts.getState().settle('SalvarModelo');
    expect(toasts.getState().items.map((n) => n.message)).toEqual(['Sem rede', 'Sem rede']);
  });
});
