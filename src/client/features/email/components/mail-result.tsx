// How an e-mail someone asked for turned out (Send Test Email, Contact), shown the same way everywhere:
// "Sent" with the server's words, or "Queued" with the outbox it waits in (never "sent successfully"
// when it was only queued, never an error when no mail server is configured).
import type { TMailResult } from "@shared/email-settings";
import { CheckCircle2, Clock } from "lucide-react";
import { Link } from "react-router";
import { toast } from "@/components/ui/use-toast";

export const mailResultTitle = (r: TMailResult) => (r.status === "sent" ? "Sent" : "Queued");

/** The toast after a send. */
export function toastMailResult(r: TMailResult) {
  toast({
    title: mailResultTitle(r),
    description: r.message,
    variant: r.status === "sent" ? "success" : "default",
  });
}

/** The same words inline, with a link to the Outbox while the message waits there. */
export function MailResultNote({ result }: { result: TMailResult }) {
  const sent = result.status === "sent";
  const Icon = sent ? CheckCircle2 : Clock;
  return (
    <p
      role="status"
      data-mail-status={result.status}
      className={`flex items-start gap-2 text-sm ${sent ? "text-green-700 dark:text-green-400" : "text-foreground"}`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {sent ? (
          result.message
        ) : (
          <>
            {result.message} (to {result.to}).{" "}
            <Link to="/notifications" className="underline">
              Open the Outbox
            </Link>
          </>
        )}
      </span>
    </p>
  );
}
