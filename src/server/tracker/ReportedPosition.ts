/** One position as a tracker app reported it, before it is tied to a device (docs/tracker.md). */
export interface ReportedPosition {
  fixTime: Date;
  latitude: number;
  longitude: number;
  /** Knots, as Traccar keeps it. */
  speed: number;
  course: number;
  altitude: number;
  /** Meters; 0 when not reported. */
  accuracy: number;
  valid: boolean;
  /** Traccar's attribute names: batteryLevel (0..100), charge, motion, activity, event, odometer, hdop... */
  attributes: Record<string, string | number | boolean>;
}

/** What an OsmAnd request says: which protocol (form or JSON, answered differently), who, and where. */
export interface OsmAndReport {
  protocol: 'form' | 'json';
  identifier: string | null;
  /** Null when the request names a device but carries no location (a heartbeat): the device is seen. */
  position: ReportedPosition | null;
  /** The request could not be read (bad number, bad date): answered 400. */
  malformed: boolean;
}
