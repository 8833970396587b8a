/** A task that must be finished before another (migration 0010). */
export interface TaskPrerequisitesTable {
  company_id: number;
  task_id: number;
  prerequisite_id: number;
}
