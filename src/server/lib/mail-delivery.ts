// What a module may ask of the e-mail outbox's sender, a job the app starts (jobs/outbox-sender.ts,
// app.outbox): whether a mail server is configured, deliver queued e-mails now, and wake it up. Modules
// queue e-mails in the outbox (modules/email/outbox.ts) and never import the job.
export interface DeliveryResult {
  id: string;
  status: "sent" | "pending" | "failed" | "unknown";
  error?: string;
}

export interface MailDelivery {
  readonly configured: boolean;
  /** Delivers the due rows now (or only `ids`), one at a time. */
  deliverDue(ids?: string[]): Promise<DeliveryResult[]>;
  /** Starts a delivery round soon, without waiting for it. */
  kick(): void;
}
