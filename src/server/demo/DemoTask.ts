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
  /** Answers of the filled document (the survey's come from DEMO_SURVEY_ANSWERS). */
  answers?: Record<string, unknown>;
  /** The field that gets DEMO_PHOTOS as its answer (needs the seed's FileStorage). */
  photoField?: string;
}
