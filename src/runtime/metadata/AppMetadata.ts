import type { MenusMeta } from './MenuMeta';
import type { RouteMeta } from './RouteMeta';
import type { PlansMetadata } from '../plans/PlansMetadata';
import type { EntityMeta } from '../entities/EntityMeta';

export interface FunctionalityMeta {
  code: string;
  category: string;
  neverActive?: boolean;
  toggle?: boolean;
}

export interface CommandMeta {
  access: 'public' | 'session' | 'user' | 'admin';
  functionality?: string;
  level?: 'EDIT' | 'VIEW';
  timeoutMs?: number;
}

/** The validated metadata the browser runs on, with typed accessors' raw material. */
export interface AppMetadata {
  routes: RouteMeta[];
  menus: MenusMeta;
  functionalities: FunctionalityMeta[];
  /** metadata/commands.json; empty in the browser, which needs only their timeouts (bundledCommandTimeouts). */
  commands: Record<string, CommandMeta>;
  /** metadata/plans.json: tiers, ceilings and limits (the company screens show what the plan allows). */
  plans: PlansMetadata;
  /** metadata/entities/*.json by name; their pages are already in `routes` and their items in `menus`. */
  entities: Record<string, EntityMeta>;
  /** Locale -> messages. */
  messages: Record<string, object>;
}
