/**
 * The form's edit lock as this editor tab sees it: `opening` while AbrirEdicaoModelo is asked, `active`
 * when held, `locked` when another edition holds it (the user may force; `mine` when that edition is the
 * user's own, another tab or an older session, offered to be taken back), `paused` when another edition
 * took it meanwhile, `failed` when the server could not be asked, `idle` for a form not saved yet.
 *
 * @example if (state.lock.status === 'locked') showDialog(state.lock.editor);
 */
export type EditLockState =
  | { status: 'idle' }
  | { status: 'opening' }
  | { status: 'active' }
  | { status: 'locked'; editor: string | null; mine?: boolean }
  | { status: 'paused'; editor: string | null }
  | { status: 'failed' };
