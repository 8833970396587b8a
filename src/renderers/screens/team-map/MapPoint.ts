/** One point the team map draws: a person, the start or end of a trace, a sent document, a record, the user. */
export interface MapPoint {
  /** Unique on the map (kind and id), so a moving person keeps their marker. */
  id: string;
  kind: 'employee' | 'start' | 'end' | 'document' | 'client' | 'unit' | 'me';
  latitude: number;
  longitude: number;
  /** The marker's accessible name and tooltip. */
  title: string;
  /** Lines of the popup under the title. */
  lines?: string[];
  /** A link in the popup: the app path it opens. */
  link?: { text: string; path: string };
  photo?: string | null;
  initials?: string;
  online?: boolean;
  selected?: boolean;
}
