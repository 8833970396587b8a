/**
 * Branches with conditional rules plus a default (spec 001 §3). A path's `rule` is the editor's
 * conditional rule (compiled by src/runtime/forms/compileRule); the default path is taken when no other
 * matches and has none.
 */
export interface DecisionSettings {
  paths: Array<{ id: string; name: string; rule: Record<string, unknown> | null; next: string | null }>;
  defaultPathId: string | null;
}
