/** A button in a row's actions cell: a link when `to` is given, else a click. */
export interface RecordAction {
  label: string;
  ariaLabel?: string;
  to?: string;
  onClick?: () => void;
  danger?: boolean;
  disabled?: boolean;
}
