import { describe, expect, it } from 'vitest';
import plansJson from '../../../metadata/plans.json';
import type { PlansMetadata } from './PlansMetadata';
import { resolvePlan } from './resolvePlan';
import { effectiveLevels } from './effectiveLevels';
import { limitState } from './limitState';
import { planFromBackend, type BackendPlan } from './planFromBackend';

const plans = plansJson as PlansMetadata;

const backend = (over: Partial<BackendPlan>): BackendPlan => ({
  PLAN_ID: 1,
  PLAN_NAME: 'Business 2023 anual',
  USED_LICENSES: 3,
  LICENSES: 5,
  FREE_LICENSES: 2,
  ACTIVE: true,
  END_DATE: '30/11/2026',
  END_TRIAL_DATE: null,
  MISSING_INVOICE_DATA: false,
  IS_TRIAL: false,
  CURRENT_SERVER_DATE: '21/11/2026',
  ...over,
});

describe('plan tiers', () => {
  it('scores trial 0, starter/essencials/essential 10, business 50, enterprise 100', () => {
    const scores = Object.fromEntries(
      ['TRIAL', 'STARTER', 'ESSENCIALS', 'ESSENTIAL', 'BUSINESS', 'ENTERPRISE'].map((n) => [
        n,
        resolvePlan(plans, n).score,
      ]),
    );
    expect(scores).toEqual({
      TRIAL: 0,
      STARTER: 10,
      ESSENCIALS: 10,
      ESSENTIAL: 10,
      BUSINESS: 50,
      ENTERPRISE: 100,
    });
  });

  it('folds extends and falls back to the default plan', () => {
    expect(resolvePlan(plans, 'STARTER').limits.library).toBe(resolvePlan(plans, 'ESSENTIAL').limits.library);
    expect(resolvePlan(plans, 'NOPE').name).toBe('TRIAL');
  });
});

describe('effective levels', () => {
  it('caps the role by the plan, lets company overrides replace the plan, never activates COMMERCIAL', () => {
    const levels = effectiveLevels({
      codes: ['TASK', 'MODEL', 'PROJECT', 'COMMERCIAL', 'VIDEOS_GALLERY'],
      roleLevels: { TASK: 'EDIT', MODEL: 'VIEW', PROJECT: 'EDIT', COMMERCIAL: 'EDIT' },
      planCeilings: { TASK: 'VIEW', PROJECT: 'DISABLE' },
      companyOverrides: { PROJECT: 'EDIT' },
      neverActive: ['COMMERCIAL'],
    });
    expect(levels).toEqual({
      TASK: 'VIEW',
      MODEL: 'VIEW',
      PROJECT: 'EDIT',
      COMMERCIAL: 'DISABLE',
      VIDEOS_GALLERY: 'DISABLE',
    });
  });
});

describe('limit state', () => {
  it.each([
    [null, 5, { allowed: true, hasLimit: false, limit: null, limitUsed: 5, limitExceeded: false }],
    [0, 0, { allowed: false, hasLimit: true, limit: 0, limitUsed: 0, limitExceeded: true }],
    [3, 2, { allowed: true, hasLimit: true, limit: 3, limitUsed: 2, limitExceeded: false }],
    [3, 3, { allowed: true, hasLimit: true, limit: 3, limitUsed: 3, limitExceeded: true }],
  ])('limit %s used %s', (limit, used, expected) => {
    expect(limitState(limit, used)).toEqual(expected);
  });
});

describe('plan from backend', () => {
  it('names the plan by its first word upper-cased, TRIAL by default', () => {
    expect(planFromBackend(backend({}), 10).name).toBe('BUSINESS');
    expect(planFromBackend(backend({ PLAN_NAME: null }), 10).name).toBe('TRIAL');
  });

  it('blocks an inactive paid plan only past the days to cancel', () => {
    const within = planFromBackend(backend({ ACTIVE: false, END_DATE: '11/11/2026' }), 10);
    expect(within).toMatchObject({ paymentOverdueDays: 10, blocked: false, status: 'active' });
    const past = planFromBackend(backend({ ACTIVE: false, END_DATE: '10/11/2026' }), 10);
    expect(past).toMatchObject({ paymentOverdueDays: 11, blocked: true, status: 'blocked' });
  });

  it('blocks an ended trial', () => {
    const ended = planFromBackend(
      backend({ IS_TRIAL: true, END_TRIAL_DATE: '20/11/2026', PLAN_NAME: null }),
      10,
    );
    expect(ended).toMatchObject({ trial: true, blocked: true, name: 'TRIAL' });
    const running = planFromBackend(backend({ IS_TRIAL: true, END_TRIAL_DATE: '21/11/2026' }), 10);
    expect(running.blocked).toBe(false);
  });
});
