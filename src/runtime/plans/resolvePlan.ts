import type { PlansMetadata, ResolvedPlan } from './PlansMetadata';

/**
 * The plan named `name` with what it extends folded in; an unknown name falls back to the default plan,
 * as the backend's plan name does (spec 000 section 3: default TRIAL).
 *
 * @example resolvePlan(plans, 'STARTER').limits.library // 5, inherited from ESSENTIAL
 */
export function resolvePlan(metadata: PlansMetadata, name: string): ResolvedPlan {
  const byName = new Map(metadata.plans.map((p) => [p.name, p]));
  const start = byName.get(name) ?? byName.get(metadata.defaultPlan);
  if (!start) throw new Error(`plans.json has no plan ${name} nor default ${metadata.defaultPlan}`);
  const chain = [start];
  const seen = new Set([start.name]);
  for (let p = start; p.extends;) {
    const parent = byName.get(p.extends);
    if (!parent || seen.has(parent.name)) break;
    chain.unshift(parent);
    seen.add(parent.name);
    p = parent;
  }
  const resolved: ResolvedPlan = { name: start.name, score: start.score, functionalities: {}, limits: {} };
  for (const p of chain) {
    Object.assign(resolved.functionalities, p.functionalities);
    Object.assign(resolved.limits, p.limits);
  }
  return resolved;
}
