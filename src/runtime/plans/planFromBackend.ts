import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

export const BACKEND_DATE_FORMAT = 'DD/MM/YYYY';

/** The answer keys of `GetCompanyPlanFromBackend`; dates are dd/MM/yyyy (spec 000 section 3). */
export interface BackendPlan {
  PLAN_ID: number | null;
  PLAN_NAME: string | null;
  USED_LICENSES: number;
  LICENSES: number;
  FREE_LICENSES: number;
  ACTIVE: boolean;
  END_DATE: string | null;
  END_TRIAL_DATE: string | null;
  MISSING_INVOICE_DATA: boolean;
  IS_TRIAL: boolean;
  CURRENT_SERVER_DATE: string;
}

/** The plan as the app uses it. */
export interface Plan {
  id: number | null;
  name: string;
  periodEnd: string | null;
  usedLicenses: number;
  paidLicenses: number;
  freeLicenses: number;
  status: 'active' | 'blocked';
  trial: boolean;
  blocked: boolean;
  paymentOverdueDays: number;
  unfinishedSetup: boolean;
  trialEndDate: string | null;
  serverDate: string;
}

function parse(date: string | null): dayjs.Dayjs | null {
  if (!date) return null;
  const d = dayjs(date, BACKEND_DATE_FORMAT, true);
  return d.isValid() ? d : null;
}

/**
 * Plan name is the first word of the backend name upper-cased, TRIAL when missing. Blocked when a non-trial
 * plan is inactive and overdue more than `daysToCancel` days, or when a trial has ended (spec 000 section 4).
 *
 * @example planFromBackend({ PLAN_NAME: 'business 2023', ... }, 10).name // 'BUSINESS'
 */
export function planFromBackend(backend: BackendPlan, daysToCancel: number): Plan {
  const name = (backend.PLAN_NAME ?? '').trim().split(/\s+/)[0]?.toUpperCase() || 'TRIAL';
  const today = parse(backend.CURRENT_SERVER_DATE) ?? dayjs().startOf('day');
  const end = parse(backend.END_DATE);
  const trialEnd = parse(backend.END_TRIAL_DATE);
  const overdue =
    !backend.IS_TRIAL && !backend.ACTIVE && end && today.isAfter(end) ? today.diff(end, 'day') : 0;
  const trialEnded = backend.IS_TRIAL && trialEnd !== null && today.isAfter(trialEnd);
  const blocked = (!backend.IS_TRIAL && !backend.ACTIVE && overdue > daysToCancel) || trialEnded;
  return {
    id: backend.PLAN_ID,
    name,
    periodEnd: backend.END_DATE,
    usedLicenses: backend.USED_LICENSES,
    paidLicenses: backend.LICENSES,
    freeLicenses: backend.FREE_LICENSES,
    status: blocked ? 'blocked' : 'active',
    trial: backend.IS_TRIAL,
    blocked,
    paymentOverdueDays: overdue,
    unfinishedSetup: backend.MISSING_INVOICE_DATA,
    trialEndDate: backend.END_TRIAL_DATE,
    serverDate: backend.CURRENT_SERVER_DATE,
  };
}
