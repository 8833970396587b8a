/** One record on a map: where it is, and what its popup says and links to. */
export interface MapMarker {
  id: number;
  title: string;
  latitude: number;
  longitude: number;
  /** The address as one line (popup text). */
  address: string;
}
