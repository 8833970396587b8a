/** Where a job of the embedded queue stands (migration 0011). */
export type JobState = 'pending' | 'done' | 'failed';
