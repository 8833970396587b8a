/** One demo task: days relative to today, who does it, how far it went. */
export interface DemoTask {
  title: string;
  form: 'inspection' | 'maintenance' | 'survey';
  startDay: number;
  dueDay: number | null;
  who: 'operador' | 'supervisor' | 'squad' | 'shared';
  outcome:
    | 'planned'
    | 'draft'
    | 'finished'
    | 'finishedLate'
    | 'awaitingApproval'
    | 'disapproved'
    | 'approved'
    | 'cancelled'
    | 'deleted';
  urgent?: boolean;
  closeAfterDue?: boolean;
  location?: boolean;
}
