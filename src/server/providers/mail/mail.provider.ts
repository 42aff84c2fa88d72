/** Outgoing mail. The built-in provider writes .eml files; SMTP_URL switches to a real server. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}
