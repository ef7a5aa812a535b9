// "Send Test Email": shows "Sending..." while pending, then the green "Test email sent successfully" note.
import { CheckCircle2, Loader2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSendTestEmail } from "@/features/email/api";

export function SendTestButton({ disabled }: { disabled?: boolean }) {
  const send = useSendTestEmail();
  return (
    <div className="space-y-2">
      <Button variant="outline" onClick={() => send.mutate()} disabled={disabled || send.isPending}>
        {send.isPending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
        {send.isPending ? "Sending..." : "Send Test Email"}
      </Button>
      {send.isSuccess && (
        <p role="status" className="flex items-start gap-2 text-sm text-green-700 dark:text-green-400">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Test email sent successfully to {send.data.to}. Check your inbox to verify the email format.
          </span>
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {"serverMessage" in send.error ? String(send.error.serverMessage) : "Failed to send test email"}
        </p>
      )}
    </div>
  );
}
