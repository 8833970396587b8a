import type { MenusMeta } from './MenuMeta';
import type { RouteMeta } from './RouteMeta';

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
  commands: Record<string, CommandMeta>;
  /** Locale -> messages. */
  messages: Record<string, object>;
}
