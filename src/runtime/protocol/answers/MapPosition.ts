/** One position of an employee on the map (ConsultarPosicaoDosColaboradoresNoMapa, GetDeviceTrace). */
export interface MapPosition {
  latitude: number;
  longitude: number;
  /** ISO instant of the fix. */
  fixTime: string;
  /** km/h. */
  speed: number;
  course: number;
  /** Meters, or null when the phone did not say. */
  accuracy: number | null;
  /** Battery percentage, or null. */
  battery: number | null;
  valid: boolean;
}
