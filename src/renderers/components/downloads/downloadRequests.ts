import { create } from 'zustand';

/**
 * A signal between whoever requests a download (the task list's menu) and the queue in the top bar:
 * `requested()` bumps `version`, and the queue reloads at once instead of at its next poll.
 *
 * @example downloadRequests.getState().requested();
 */
export const downloadRequests = create<{ version: number; requested(): void }>((set) => ({
  version: 0,
  requested: () => set((state) => ({ version: state.version + 1 })),
}));
