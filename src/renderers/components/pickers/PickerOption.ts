/** What RecordLookup offers and keeps: something with an id and a name to show. */
export interface PickerOption {
  id: string | number;
  name: string;
}
