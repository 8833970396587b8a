import type { Level } from './Level';
import type { LoggedUser } from '../session/LoggedUser';

/** Plan limit entry of a limited functionality, as the server answers it. */
export interface LimitEntry {
  allowed?: boolean;
  hasLimit?: boolean;
  limit?: number;
  limitUsed?: number;
  limitExceeded?: boolean;
}

/** Everything an access decision may look at; built from the session and metadata/functionalities.json. */
export interface AccessContext {
  user: LoggedUser | null;
  functionalities: Record<string, Level>;
  limits: Record<string, LimitEntry>;
  /** Functionality codes never treated as active (COMMERCIAL: goods and services). */
  neverActive: ReadonlySet<string>;
  /** The company's plan as far as access cares: a blocked plan keeps everyone but the owner out. */
  plan?: { blocked: boolean } | null;
}
