// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, for tests that must
// see an e-mail arrive. No TLS, no auth: nodemailer talks plain SMTP to 127.0.0.1.
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  mails: CaughtMail[];
  close(): Promise<void>;
}

export interface CatcherOptions {
  /**
   * Awaited after a message's body has arrived (it is already in `mails`) and before the server answers
   * 250: a slow server, or a moment to stop or kill the sender in the middle of a delivery.
   */
  beforeAnswer?: (mail: CaughtMail) => Promise<void> | void;
}

export async function startSmtpCatcher(port = 0, opts: CatcherOptions = {}): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        mails.push(mail);
        Promise.resolve(opts.beforeAnswer?.(mail)).then(
          () => callback(),
          () => callback(),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Message-ID header of a caught message. */
export function messageIdOfMail(mail: CaughtMail): string | null {
  return mail.raw.match(/^Message-ID:\s*(<[^>\r\n]+>)/im)?.[1] ?? null;
}

/** The decoded text of a caught message (quoted-printable soft breaks and escapes undone). */
export function mailText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
}
