/** A location field's value (manual or GPS). */
export interface LocationValue {
  lat?: number;
  lng?: number;
  accuracy?: number;
  address?: string;
}
