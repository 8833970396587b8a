import type { TaskStatus } from '../../../runtime/tasks/TaskStateName';
import type { TaskApproval } from './TaskAnswer';

/** ConsultarMensagensAprovacao's answer: the task's approval state, its chat and its decisions (oldest first). */
export interface ApprovalChatAnswer {
  APROVACAO: { status: TaskStatus; approval: TaskApproval; canApprove: boolean };
  MENSAGENS: Array<{ id: number; at: string; userId: number; userName: string | null; text: string }>;
  DECISOES: Array<{
    at: string;
    userId: number;
    userName: string | null;
    decision: 'approved' | 'disapproved';
    justification: string | null;
  }>;
}
