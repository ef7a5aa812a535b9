// After a passport scan in Add Crew: offer to save the passport as the new member's document. The zone
// has no issue date, so the user types it; the issuing authority starts as the issuing state's code.
import type { TOcrResult } from "@shared/ocr";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDisplayDate } from "@/lib/format";

export interface PassportDraft {
  save: boolean;
  documentNumber: string;
  expiryDate: string;
  issueDate: string;
  issuingAuthority: string;
}

export function passportDraftFrom(result: TOcrResult): PassportDraft | null {
  const p = result.passport;
  if (!p?.documentNumber || !p.expiryDate) return null;
  return {
    save: p.verified,
    documentNumber: p.documentNumber,
    expiryDate: p.expiryDate,
    issueDate: "",
    issuingAuthority: p.issuingState ?? "",
  };
}

export function passportDraftProblem(d: PassportDraft): string | null {
  if (!d.save) return null;
  if (!d.issueDate) return "Enter the passport's issue date, or untick saving the passport.";
  if (d.issueDate > d.expiryDate) return "The issue date must be before the expiry date.";
  if (!d.issuingAuthority.trim()) return "Enter the issuing authority.";
  return null;
}

export function ScannedPassportFields({
  draft,
  onChange,
}: {
  draft: PassportDraft;
  onChange(d: PassportDraft): void;
}) {
  const problem = passportDraftProblem(draft);
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Scanned passport</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={draft.save}
          onChange={(e) => onChange({ ...draft, save: e.target.checked })}
        />
        <span>
          Also save passport {draft.documentNumber} (expires {formatDisplayDate(draft.expiryDate)}) as this
          member's passport document
        </span>
      </label>
      {draft.save && (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor="scan-passport-issue">Issue date</Label>
            <Input
              id="scan-passport-issue"
              type="date"
              value={draft.issueDate}
              onChange={(e) => onChange({ ...draft, issueDate: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="scan-passport-authority">Issuing authority</Label>
            <Input
              id="scan-passport-authority"
              value={draft.issuingAuthority}
              onChange={(e) => onChange({ ...draft, issuingAuthority: e.target.value })}
            />
          </div>
        </div>
      )}
      {problem && <p className="text-sm text-destructive">{problem}</p>}
    </fieldset>
  );
}
