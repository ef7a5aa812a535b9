// SMTP side of the e-mail outbox (outbox-sender.ts tells the whole delivery story): the transport with
// short timeouts, the fixed Message-ID of a row, and whether a failed send certainly did not deliver.
import nodemailer, { type Transporter } from "nodemailer";

/** Short timeouts unless the URL sets its own, so a dead SMTP host never stalls the sender for minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("connectionTimeout")) url.searchParams.set("connectionTimeout", "10000");
  if (!url.searchParams.has("greetingTimeout")) url.searchParams.set("greetingTimeout", "10000");
  if (!url.searchParams.has("socketTimeout")) url.searchParams.set("socketTimeout", "30000");
  return url.toString();
}

/** The SMTP transport of SMTP_URL, with the short timeouts above. */
export function createSmtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(withTimeouts(smtpUrl));
}

/** The fixed Message-ID of an outbox row: `<id@domain of MAIL_FROM>`. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = from.match(/@([A-Za-z0-9.-]+)/)?.[1] ?? "crewfleet.local";
  return `<${outboxId}@${domain}>`;
}

const BEFORE_HANDOVER_CODES = new Set(["ECONNECTION", "EDNS", "EAUTH", "ETLS", "EENVELOPE", "EMESSAGE"]);
const BEFORE_HANDOVER_TIMEOUTS = new Set(["CONNECT_TIMEOUT", "GREETING_TIMEOUT", "UPGRADE_TIMEOUT"]);
const NETWORK_BEFORE_CONNECT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * True when a failed send certainly did not deliver: the server answered with an error, or the failure
 * came before the server could have taken the message. Anything else may have been delivered.
 */
export function certainlyNotDelivered(err: unknown): boolean {
  const e = err as {
    code?: string;
    responseCode?: number;
    timeoutType?: string;
    errno?: string;
    syscall?: string;
  };
  if (typeof e?.responseCode === "number" && e.responseCode >= 400) return true;
  if (e?.code && BEFORE_HANDOVER_CODES.has(e.code)) return true;
  if (e?.timeoutType && BEFORE_HANDOVER_TIMEOUTS.has(e.timeoutType)) return true;
  if (e?.syscall === "connect" || e?.syscall === "getaddrinfo") return true;
  return Boolean(e?.errno && NETWORK_BEFORE_CONNECT.has(String(e.errno)));
}
