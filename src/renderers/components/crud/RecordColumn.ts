import type { ReactNode } from 'react';

/** One column: its header, its cell, and the breakpoint below which a narrow screen hides it. */
export interface RecordColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  align?: 'right';
  hideBelow?: 'sm' | 'md';
  sx?: object;
}
