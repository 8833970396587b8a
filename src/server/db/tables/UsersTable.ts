import type { Generated } from 'kysely';
import type { Json } from './Json';
import type { Timestamp } from './Timestamp';

/** A login of a company, tied to its person (migration 0001); `is_shared` for a rotary login. */
export interface UsersTable {
  company_id: number;
  id: Generated<number>;
  person_id: number;
  login: string;
  password_hash: string;
  locale: Generated<string>;
  is_shared: Generated<boolean>;
  active: Generated<boolean>;
  last_login: Timestamp | null;
  tour_settings: Json | null;
  customization: Json;
}
