import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import type { DocumentHeader } from './DocumentHeader';

/** ConsultarDocumento's answer: the stored document and the model version it was filled with. */
export interface DocumentAnswer {
  DOCUMENTO: {
    id: number;
    formId: number;
    version: number;
    values: Record<string, unknown>;
    plans?: Record<string, PlanAnswer>;
    header: DocumentHeader | null;
    globals?: Record<string, string | number>;
    finished: boolean;
    score: number | null;
    createdAt: string;
    finishedAt: string | null;
    /** The task this document fills (continued at /task_in_progress), or null. */
    taskId?: number | null;
  };
  MODELO: FormModel;
}
