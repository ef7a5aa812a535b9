// "Send Test Email": shows "Sending..." while pending, then what became of it (sent, or queued in the
// Outbox when no mail server is configured) the way Contact shows it.
import { Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSendTestEmail } from "@/features/email/api";
import { MailResultNote } from "./mail-result";

export function SendTestButton({ disabled }: { disabled?: boolean }) {
  const send = useSendTestEmail();
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => send.mutate()} disabled={disabled || send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {send.isPending ? "Sending..." : "Send Test Email"}
      </Button>
      {send.isSuccess && <MailResultNote result={send.data} />}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {"serverMessage" in send.error ? String(send.error.serverMessage) : "Failed to send test email"}
        </p>
      )}
    </div>
  );
}
