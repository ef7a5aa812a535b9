// The matrix: one row per member, one column per required certificate type. The table scrolls sideways
// inside a focusable region (keyboard: Tab to it, arrows scroll) with the name column stuck to the left,
// so it reads at 375 px as at 1280.
import { NEVER_EXPIRES } from "@shared/certificates";
import { COMPLIANCE_CELL_LABELS } from "@shared/compliance";
import { CertificateMatrix } from "@/components/certificate-matrix";
import { SignOnBadge } from "@/components/sign-on-badge";
import { formatDisplayDate } from "@/lib/format";
import type { ComplianceColumn, ComplianceRow } from "../api";
import { ComplianceCellView } from "./compliance-cell";

const STICKY = "sticky left-0 z-10 bg-card";

export function ComplianceGrid({
  columns,
  rows,
  vesselName,
}: {
  columns: readonly ComplianceColumn[];
  rows: readonly ComplianceRow[];
  vesselName: string;
}) {
  return (
    <CertificateMatrix
      label={`Compliance matrix of ${vesselName}`}
      caption={`Crew of ${vesselName} (rows) and the certificates their ranks need (columns)`}
      corner="Crew member"
      columns={columns}
      maxHeightClass="max-h-[70vh]"
    >
      {rows.map((r) => (
        <tr key={r.crewMemberId} data-testid="compliance-row" data-compliant={r.compliant}>
          <th
            scope="row"
            className={`${STICKY} border-b px-3 py-2 text-left align-top font-normal sm:min-w-48`}
          >
            <span className="block max-w-40 truncate font-medium sm:max-w-none">{r.name}</span>
            <span className="block text-xs text-muted-foreground">
              {r.rank} ·{" "}
              {r.placement === "aboard" ? (
                <>
                  Aboard
                  {r.signOnNotConfirmed && <SignOnBadge compact className="ml-1 align-middle" />}
                </>
              ) : (
                <span className="font-medium text-sky-800 dark:text-sky-300">
                  Planned to join {formatDisplayDate(r.joinDate ?? "")}
                </span>
              )}
            </span>
            {!r.compliant && (
              <span className="text-xs font-medium text-red-700 dark:text-red-400">Not compliant</span>
            )}
          </th>
          {r.cells.map((cell, i) => (
            <td
              key={cell.code}
              className="border-b px-3 py-2 align-top"
              aria-label={`${columns[i]?.name ?? cell.code}: ${COMPLIANCE_CELL_LABELS[cell.status]}${
                cell.expiryDate
                  ? cell.expiryDate === NEVER_EXPIRES
                    ? ", no expiry"
                    : `, expires ${formatDisplayDate(cell.expiryDate)}`
                  : ""
              }`}
            >
              <ComplianceCellView status={cell.status} expiryDate={cell.expiryDate} />
            </td>
          ))}
        </tr>
      ))}
    </CertificateMatrix>
  );
}
