import type { CommandOptions } from '../../runtime/protocol/CommandFn';

/** How one run behaves beside the command's own options. */
export interface CommandActionOptions<T> extends CommandOptions {
  /** What is busy (a row's id); `isBusy(key)` answers for it. Without one, the whole action is. */
  key?: string | number;
  /** Stay busy after success, for a page about to navigate away (no second click meanwhile). */
  stayBusy?: boolean;
  /** What follows success while still busy (a toast, a refresh); if it throws, the run counts as failed. */
  onDone?: (answer: T) => unknown;
}
