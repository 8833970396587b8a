/** How long the flow waits before the next step (spec 001 §3: hours and minutes). */
export interface TimerSettings {
  hours: number;
  minutes: number;
}
