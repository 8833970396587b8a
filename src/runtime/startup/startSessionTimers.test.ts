import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSession, testPlan, testUser } from '../testing/fakeSession';
import { createTourStore } from '../tour/createTourStore';
import { createStartupStore } from './StartupState';
import { startSessionTimers } from './startSessionTimers';

function setup(options: Parameters<typeof fakeSession>[0] & { width?: number; registering?: boolean }) {
  const { session, command, calls } = fakeSession(options);
  const startup = createStartupStore(true);
  const tour = createTourStore(command, session);
  const stop = startSessionTimers({
    session,
    startup,
    tour,
    viewportWidth: () => options.width ?? 1280,
    registering: () => options.registering ?? false,
    onSessionLost: () => undefined,
  });
  return { session, startup, tour, calls, stop };
}

const names = (calls: Array<{ name: string }>) => calls.map((c) => c.name);

describe('start-up rules (spec 000 sections 2 and 9)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('opens the tour 7 s after the owner logs in on a desktop, not before', async () => {
    const { tour, calls, stop } = setup({});
    await vi.advanceTimersByTimeAsync(6_999);
    expect(tour.getState().open).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.getState().open).toBe(true);
    expect(tour.getState().step).toBe('first');
    expect(names(calls)).toContain('WebhookTrigger');
    stop();
  });

  it.each([
    ['a non-owner', { user: { ...testUser, isCompanyOwner: false, personId: 5 } }],
    ['a screen under 900 px', { width: 899 }],
    ['the owner while registering', { registering: true }],
    ['a tour already done', { user: testUser }, '{"tours":{"main":{"done":true}}}'],
    ['a skipped tour', { user: testUser }, '{"skip":true}'],
  ] as const)('no tour for %s', async (_why, options, settings?: string) => {
    const { session, tour, stop } = setup(options);
    if (settings) session.setState({ tourSettings: settings });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(tour.getState().open).toBe(false);
    stop();
  });

  it('refreshes permissions and plan every 10 s', async () => {
    const { calls, stop } = setup({});
    await vi.advanceTimersByTimeAsync(9_999);
    expect(names(calls)).not.toContain('ConsultarUsuarioLogado');
    await vi.advanceTimersByTimeAsync(1);
    expect(names(calls).filter((n) => n === 'ConsultarUsuarioLogado')).toHaveLength(1);
    expect(names(calls)).toContain('GetCompanyPlanFromBackend');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(names(calls).filter((n) => n === 'ConsultarUsuarioLogado')).toHaveLength(2);
    stop();
  });

  it('skips the refresh (and the tour) for the platform administrator', async () => {
    const { calls, tour, stop } = setup({ user: { ...testUser, id: 1, isAdmin: true } });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(0);
    expect(tour.getState().open).toBe(false);
    stop();
  });

  it('a functionality turned off reaches the session within one refresh', async () => {
    let level = 'EDIT';
    const { session, stop } = setup({
      functionalities: { CLIENT: 'EDIT' },
      handlers: {
        ConsultarUsuarioLogado: () => ({ USUARIO_LOGADO: testUser, FUNCTIONALITIES: { CLIENT: level } }),
      },
    });
    level = 'DISABLE';
    await vi.advanceTimersByTimeAsync(10_000);
    expect(session.getState().functionalities.CLIENT).toBe('DISABLE');
    stop();
  });

  it('shows the payment alert to the owner from 15 overdue days', () => {
    expect(setup({ plan: { ...testPlan, paymentOverdueDays: 15 } }).startup.getState().paymentAlert).toBe(
      true,
    );
    expect(setup({ plan: { ...testPlan, paymentOverdueDays: 14 } }).startup.getState().paymentAlert).toBe(
      false,
    );
    const notOwner = { ...testUser, isCompanyOwner: false, personId: 5 };
    expect(
      setup({ user: notOwner, plan: { ...testPlan, paymentOverdueDays: 40 } }).startup.getState()
        .paymentAlert,
    ).toBe(false);
  });

  it('the payment alert also appears when a refresh brings 15 overdue days', async () => {
    const { startup, stop } = setup({
      handlers: { GetCompanyPlanFromBackend: () => ({ PLAN: { ...testPlan, paymentOverdueDays: 16 } }) },
    });
    expect(startup.getState().paymentAlert).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(startup.getState().paymentAlert).toBe(true);
    stop();
  });
});
