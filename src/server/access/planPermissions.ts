import type { Level } from '../../runtime/access/Level';
import { resolvePlan } from '../../runtime/plans/resolvePlan';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { PlanOverrides } from './PlanOverrides';

/**
 * A plan's ceiling for every functionality code (missing in plans.json = EDIT) and its limit for every
 * limited functionality, with the platform administrator's overrides of that plan applied.
 *
 * @example planPermissions(metadata, {}, 'ESSENTIAL').functionalities.MODEL_APPROVAL // 'DISABLE'
 */
export function planPermissions(
  metadata: ServerMetadata,
  overrides: PlanOverrides,
  planName: string,
): { name: string; functionalities: Record<string, Level>; limits: Record<string, number | null> } {
  const plan = resolvePlan(metadata.plans, planName);
  const override = overrides[plan.name];
  const functionalities: Record<string, Level> = {};
  for (const { code } of metadata.functionalities)
    functionalities[code] = override?.functionalities[code] ?? plan.functionalities[code] ?? 'EDIT';
  const limits: Record<string, number | null> = {};
  for (const { key } of metadata.plans.limitedFunctionalities) {
    const value = override && key in override.limits ? override.limits[key] : plan.limits[key];
    limits[key] = value ?? null;
  }
  return { name: plan.name, functionalities, limits };
}
