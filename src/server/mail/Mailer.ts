/** Sends one plain-text e-mail; throws when the transport refuses it. */
export interface Mailer {
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}
