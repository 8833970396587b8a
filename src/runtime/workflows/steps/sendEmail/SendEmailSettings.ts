/** An e-mail the flow sends (spec 001 §3): to fixed addresses and to the e-mails fields hold. */
export interface SendEmailSettings {
  destinations: string[];
  /** Employees (user ids), work groups (squad record ids) and roles (permission group ids) mailed too. */
  employees?: number[];
  squads?: number[];
  roles?: number[];
  /** Fields holding e-mail addresses. */
  fieldIds: string[];
  subject: string;
  text: string;
  sendFinishedForm: boolean;
  sendFillLink: boolean;
  copyToClient: boolean;
  readReceipt: boolean;
  mainFieldInSubject: boolean;
}
