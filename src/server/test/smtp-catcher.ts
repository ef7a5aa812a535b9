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

export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
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

/** The decoded text of a caught message (quoted-printable soft breaks and escapes undone). */
export function mailText(mail: CaughtMail): string {
  return mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
}
