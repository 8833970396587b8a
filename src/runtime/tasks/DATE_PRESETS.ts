/** The task list's date filter presets (spec 001 §9). */
export type DatePreset =
  | 'last7Days'
  | 'last15Days'
  | 'last30Days'
  | 'today'
  | 'yesterday'
  | 'thisWeek'
  | 'lastWeek'
  | 'thisMonth'
  | 'lastMonth'
  | 'thisYear'
  | 'lastYear'
  | 'custom'
  | 'all';

export const DATE_PRESETS: readonly DatePreset[] = [
  'last7Days',
  'last15Days',
  'last30Days',
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'thisMonth',
  'lastMonth',
  'thisYear',
  'lastYear',
  'custom',
  'all',
];
