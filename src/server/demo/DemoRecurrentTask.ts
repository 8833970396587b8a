import type { RecurrenceRule } from '../../runtime/tasks/recurrence';
import type { DemoTask } from './DemoTask';

/** One demo recurrent task: its rule starts `baseDay` days from today (the seed fills in baseDate). */
export interface DemoRecurrentTask {
  title: string;
  form: DemoTask['form'];
  baseDay: number;
  /** Omit distributed over each recurrence kind, so a weekly rule keeps its weekdays. */
  rule: RecurrenceRule extends infer Rule ? (Rule extends unknown ? Omit<Rule, 'baseDate'> : never) : never;
  who: DemoTask['who'];
}
