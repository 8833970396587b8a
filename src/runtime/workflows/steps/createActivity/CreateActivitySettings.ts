/**
 * The activity (task) a step creates: its fields as the SalvarAtividade command takes them, checked by
 * that command's parameter schema when the engine creates it, not here.
 */
export interface CreateActivitySettings {
  task: Record<string, unknown>;
}
