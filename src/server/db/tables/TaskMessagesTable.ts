import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** One message of a task's approval chat (migration 0012). */
export interface TaskMessagesTable {
  company_id: number;
  id: Generated<number>;
  task_id: number;
  at: DefaultTimestamp;
  user_id: number;
  text: string;
}
