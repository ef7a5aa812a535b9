// "Contact Crew Member" (spec §2): subject and message prefilled from the alert; "Send Message" is
// disabled while either is empty; the server e-mails the crew member through the outbox, and the toast
// says what became of it (sent, or queued in the Outbox) as Send Test Email does.
import type { TExpiryAlert } from "@shared/alerts";
import { useEffect, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toastError } from "@/components/ui/use-toast";
import { toastMailResult } from "@/features/email";
import { ApiError } from "@/lib/api-client";
import { formatDisplayDate } from "@/lib/format";
import { useContactCrew } from "../api";

function prefill(a: TExpiryAlert) {
  const name = `${a.crewMember.firstName} ${a.crewMember.lastName}`;
  const when = formatDisplayDate(a.document.expiryDate);
  const expired = a.daysUntilExpiry < 0;
  return {
    subject: `${a.document.documentType} ${expired ? "expired" : "expiring"} - renewal required`,
    message: `Dear ${name},\n\nYour ${a.document.documentType} (No. ${a.document.documentNumber}) ${
      expired ? "expired on" : "expires on"
    } ${when}. Please arrange its renewal and send us a copy of the new document as soon as possible.\n\nThank you.`,
  };
}

export function ContactDialog({
  alert,
  onOpenChange,
}: {
  alert: TExpiryAlert | null;
  onOpenChange: (o: boolean) => void;
}) {
  const contact = useContactCrew();
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (alert) {
      const p = prefill(alert);
      setSubject(p.subject);
      setMessage(p.message);
      setError(null);
    }
  }, [alert]);

  const send = async () => {
    if (!alert) return;
    setError(null);
    try {
      const result = await contact.mutateAsync({
        crewMemberId: alert.crewMember.id,
        subject: subject.trim(),
        message: message.trim(),
      });
      toastMailResult(result);
      onOpenChange(false);
    } catch (e) {
      setError(e instanceof ApiError ? e.serverMessage : "Failed to send message");
      toastError("Failed to send message");
    }
  };

  return (
    <DialogShell
      open={!!alert}
      onOpenChange={(o) => !contact.isPending && onOpenChange(o)}
      className="sm:max-w-lg"
      title="Contact Crew Member"
      description={
        alert
          ? `${alert.crewMember.firstName} ${alert.crewMember.lastName}${alert.crewMember.email ? ` · ${alert.crewMember.email}` : " · no e-mail on file"}`
          : ""
      }
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={contact.isPending}>
            Cancel
          </Button>
          <Button onClick={send} disabled={!subject.trim() || !message.trim() || contact.isPending}>
            {contact.isPending ? "Sending..." : "Send Message"}
          </Button>
        </>
      }
    >
      <div className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="contact-subject">Subject</Label>
          <Input id="contact-subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="contact-message">Message</Label>
          <Textarea
            id="contact-message"
            rows={7}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-red-700 dark:text-red-400"
          >
            {error}
          </p>
        )}
      </div>
    </DialogShell>
  );
}
