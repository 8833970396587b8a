import type { Generated } from 'kysely';
import type { Json } from './Json';
import type { Timestamp } from './Timestamp';

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
