/** The earlier step the flow goes back to (spec 001 §3); the start step lets the document be redone. */
export interface RedirectSettings {
  target: string | null;
}
