// Email settings and outbox schemas (spec §3 Email settings, §5, §7 email rows).
import { z } from "zod";
import { MAX_TEMPLATE_LENGTH } from "./email-template";
import { EMAIL_RECIPIENTS, EMAIL_STATUSES, REMINDER_DAYS } from "./options";

/** Written beside its list in options.ts (the labels are the list); the settings screen reads it here. */
export { EMAIL_RECIPIENT_LABELS } from "./options";

export type ReminderDay = (typeof REMINDER_DAYS)[number];
export type EmailRecipient = (typeof EMAIL_RECIPIENTS)[number];

export const REMINDER_DAY_LABELS: Record<ReminderDay, string> = {
  30: "Early warning for renewals",
  15: "Standard reminder",
  7: "Urgent reminder",
};

const unique = <T>(list: T[]) => [...new Set(list)];

export const ZReminderDay = z.union(
  REMINDER_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<30>, z.ZodLiteral<15>, z.ZodLiteral<7>],
  { message: "Reminder days must be 30, 15 or 7" },
);
export const ZEmailRecipient = z.enum(EMAIL_RECIPIENTS, {
  message: "Recipients must be crew, captain, admin or office_staff",
});
export const ZScanTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use the 24-hour form HH:mm");

/** PUT /api/email-settings: the full object (spec §7); lists are de-duplicated. */
export const ZEmailSettingsRequest = z.object({
  enabled: z.boolean(),
  reminderDays: z.array(ZReminderDay).max(10).transform(unique),
  recipients: z.array(ZEmailRecipient).max(10).transform(unique),
  emailTemplate: z
    .string()
    .max(
      MAX_TEMPLATE_LENGTH,
      `The template may be at most ${MAX_TEMPLATE_LENGTH.toLocaleString("en-US")} characters`,
    ),
  scanTime: ZScanTime.optional(),
  /** Hours of rest in the daily scan (kept as it was when left out). */
  restHoursReminders: z.boolean().optional(),
});
export type TEmailSettingsRequest = z.input<typeof ZEmailSettingsRequest>;

export const ZEmailSettings = z.object({
  enabled: z.boolean(),
  reminderDays: z.array(z.number().int()),
  recipients: z.array(z.string()),
  emailTemplate: z.string(),
  scanTime: z.string(),
  restHoursReminders: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TEmailSettings = z.infer<typeof ZEmailSettings>;

export const DEFAULT_EMAIL_SETTINGS: TEmailSettings = {
  enabled: true,
  reminderDays: [30, 15, 7],
  recipients: ["office_staff", "admin"],
  emailTemplate: "",
  scanTime: "06:00",
  restHoursReminders: false,
  updatedAt: null,
};

/**
 * What an e-mail someone asked for became (Send Test Email, Contact): "sent" (200) when the mail server
 * took it, "queued" (202) when it waits in the outbox — with no mail server configured, the one wording
 * below, never "sent successfully" and never an error.
 */
export const ZMailResult = z.object({
  status: z.enum(["sent", "queued"]),
  message: z.string(),
  to: z.string(),
  outboxId: z.string(),
});
export type TMailResult = z.infer<typeof ZMailResult>;
export const MAIL_QUEUED_NO_SERVER = "Queued — no mail server configured; visible in the Outbox";
/** The HTTP status of a mail result. */
export const mailResultCode = (r: TMailResult) => (r.status === "queued" ? 202 : 200);

export const ZOutboxItem = z.object({
  id: z.string(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  bodyText: z.string(),
  status: z.enum(EMAIL_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;

export const ZOutboxQuery = z.object({
  status: z.enum(EMAIL_STATUSES).optional(),
});

export const ZRunRemindersResponse = z.object({
  ran: z.boolean(),
  queued: z.number().int(),
  documents: z.number().int(),
  message: z.string(),
});
export type TRunRemindersResponse = z.infer<typeof ZRunRemindersResponse>;

/** Spec §5: turning a switch on adds the value once, turning it off removes it. */
export function toggleInList<T>(list: readonly T[], value: T, on: boolean): T[] {
  const without = list.filter((v) => v !== value);
  return on ? [...without, value] : without;
}

/** Spec §5: when the list is missing, every switch shows on. */
export function isOn<T>(list: readonly T[] | null | undefined, value: T): boolean {
  return list == null ? true : list.includes(value);
}
