// "Contact by expiry" on the alerts screen (POST /api/crew/contact-expiring): the office names a range of
// expiry dates and the message; "Preview recipients" asks the server who holds current documents expiring
// then (a dry run: nothing sent), each with those documents, and who cannot be e-mailed (no address); the
// list is shown once to confirm, then one e-mail each goes through the outbox and each seafarer's outcome
// is reported.
import type { TBulkOutcome, TBulkResult } from "@shared/bulk";
import { addDays, formatDisplayDate } from "@shared/dates";
import { Mail } from "lucide-react";
import { useState } from "react";
import { BulkActionDialog } from "@/components/bulk-action-dialog";
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/api-client";
import { appToday } from "@/lib/today";
import { useContactExpiring } from "../api";

const SUBJECT = "Documents expiring - renewal required";
const MESSAGE =
  "Dear colleague,\n\nOne or more of your documents on file expire soon. Please arrange their renewal and send us a copy of each new document as soon as possible.\n\nThank you.";

const recipientLine = (r: TBulkOutcome) =>
  `${r.label}${r.note ? ` — ${r.note}` : ""}${r.status === "refused" ? ` (not e-mailed: ${r.message})` : ""}`;

function useContactForm() {
  const today = appToday();
  const [form, setForm] = useState({
    from: today,
    to: addDays(today, 30),
    subject: SUBJECT,
    message: MESSAGE,
  });
  const field = (key: keyof typeof form) => ({
    id: `contact-expiring-${key}`,
    value: form[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  return { form, field };
}

export function ContactExpiring() {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<TBulkResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { form, field } = useContactForm();
  const contact = useContactExpiring();
  const body = { ...form, subject: form.subject.trim(), message: form.message.trim() };
  const previewRecipients = async () => {
    setError(null);
    try {
      const result = await contact.mutateAsync({ ...body, dryRun: true });
      if (result.results.length === 0)
        setError(
          `No seafarer holds a current document expiring between ${formatDisplayDate(form.from)} and ${formatDisplayDate(form.to)}.`,
        );
      else {
        setOpen(false);
        setPreview(result);
      }
    } catch (e) {
      setError(e instanceof ApiError ? e.serverMessage : "The preview failed. Please try again.");
    }
  };
  const n = preview?.summary.ok ?? 0;
  return (
    <>
      <DialogShell
        open={open}
        onOpenChange={(o) => !contact.isPending && setOpen(o)}
        className="sm:max-w-lg"
        trigger={
          <Button variant="outline">
            <Mail aria-hidden /> Contact by expiry
          </Button>
        }
        title="Contact by expiry date"
        description="Everyone whose current documents expire in the range gets one e-mail, through the outbox. You see the list before anything is sent."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={contact.isPending}>
              Cancel
            </Button>
            <Button
              onClick={previewRecipients}
              disabled={contact.isPending || !body.subject || !body.message || !form.from || !form.to}
            >
              {contact.isPending ? "Finding recipients..." : "Preview recipients"}
            </Button>
          </>
        }
      >
        <div className="grid gap-4">
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-2">
              <Label htmlFor="contact-expiring-from">Expiring from</Label>
              <Input type="date" {...field("from")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="contact-expiring-to">Expiring to</Label>
              <Input type="date" {...field("to")} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-expiring-subject">Subject</Label>
            <Input {...field("subject")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="contact-expiring-message">Message</Label>
            <Textarea rows={6} {...field("message")} />
          </div>
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </DialogShell>
      <BulkActionDialog
        open={preview !== null}
        onOpenChange={(o) => !o && setPreview(null)}
        title={`E-mail ${n} ${n === 1 ? "seafarer" : "seafarers"}?`}
        description={`"${body.subject}" to each seafarer with documents expiring between ${formatDisplayDate(form.from)} and ${formatDisplayDate(form.to)}, one e-mail each.`}
        items={(preview?.results ?? []).map(recipientLine)}
        ready={n > 0}
        confirmLabel={`Send ${n} ${n === 1 ? "e-mail" : "e-mails"}`}
        pendingLabel="Sending..."
        run={() => contact.mutateAsync({ ...body, dryRun: false })}
      />
    </>
  );
}
