import type { DemoPhoto } from './demoPhotos';

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
  /**
   * Answers of the filled document (the survey's come from DEMO_SURVEY_ANSWERS); a function gets the
   * date `offset` days from today (`YYYY-MM-DD`) and the task's unit, for answers that match the task.
   */
  answers?: Record<string, unknown> | ((task: DemoTaskFacts) => Record<string, unknown>);
  /** The field that gets photos as its answer (needs the seed's FileStorage). */
  photoField?: string;
  /** Those photos: DEMO_PHOTOS unless given. */
  photos?: DemoPhoto[];
  /** The drawn signature field that gets DEMO_SIGNATURE (needs the seed's FileStorage). */
  signatureField?: string;
}

/** What a demo task's answers may depend on. */
export interface DemoTaskFacts {
  dayOf(offset: number): string;
  unit: { id: string; name: string };
}
