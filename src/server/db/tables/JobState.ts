export type JobState = 'pending' | 'done' | 'failed';
