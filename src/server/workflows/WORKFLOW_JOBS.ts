/**
 * The engine's job names (docs/jobs.md), payload {companyId, runId}: a timer step's wake-up and a
 * document-fill step's deadline. Each is scheduled once per run (key `<name>:<companyId>:<runId>`).
 */
export const WORKFLOW_JOBS = { timer: 'workflow.timer', deadline: 'workflow.deadline' } as const;
