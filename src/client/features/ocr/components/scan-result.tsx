// The fields a scan found, each with its confidence, and the passport zone's verification state.
import type { TOcrResult } from "@shared/ocr";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Notice } from "@/components/ui/notice";
import { formatDisplayDate } from "@/lib/format";

const LABELS: Record<string, string> = {
  name: "Full name",
  firstName: "First name",
  lastName: "Last name",
  position: "Position",
  nationality: "Nationality",
  dateOfBirth: "Date of birth",
  phoneNumber: "Phone",
  contractStartDate: "Contract start",
  contractEndDate: "Contract end",
  emergencyContact: "Emergency contact",
  emergencyPhone: "Emergency phone",
};
const DATES = new Set(["dateOfBirth", "contractStartDate", "contractEndDate"]);

export function ScanResult({ result }: { result: TOcrResult }) {
  const entries = Object.entries(result.fields).filter(([, v]) => v);
  const passport = result.passport;
  return (
    <div className="space-y-3">
      {passport && (
        <Notice
          role="status"
          tone={passport.verified ? "success" : "warning"}
          icon={passport.verified ? CheckCircle2 : AlertTriangle}
        >
          <p className="font-medium">
            {passport.verified
              ? "Passport zone verified (check digits correct)"
              : "Passport zone NOT verified: check every field"}
          </p>
          <p>
            Passport {passport.documentNumber ?? "number unreadable"}
            {passport.expiryDate ? `, expires ${formatDisplayDate(passport.expiryDate)}` : ""}
            {passport.issuingState ? `, issued by ${passport.issuingState}` : ""}
          </p>
          {!passport.verified && passport.invalidFields.length > 0 && (
            <p>Failed: {passport.invalidFields.join(", ")}</p>
          )}
        </Notice>
      )}
      <dl className="divide-y rounded-md border">
        {entries.map(([key, value]) => (
          <div key={key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
            <dt className="text-muted-foreground">{LABELS[key] ?? key}</dt>
            <dd className="flex items-center gap-2 text-right font-medium">
              <span className="break-all">{DATES.has(key) ? formatDisplayDate(value) : value}</span>
              <Badge
                variant={(result.confidence[key] ?? 0) >= 0.8 ? "success" : "warning"}
                aria-label={`confidence ${Math.round((result.confidence[key] ?? 0) * 100)} percent`}
              >
                {Math.round((result.confidence[key] ?? 0) * 100)}%
              </Badge>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
