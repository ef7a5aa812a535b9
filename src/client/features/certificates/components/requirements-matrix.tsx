// Settings → Requirements (admin): for one vessel type, the rank × certificate type matrix (✓ required,
// "flag" when only for one flag). Choosing a rank opens its row for editing (RequirementRankForm).
import { RANK_NAMES } from "@shared/ranks";
import { Check } from "lucide-react";
import { CertificateMatrix } from "@/components/certificate-matrix";
import { Button } from "@/components/ui/button";
import type { CertificateType, Requirement } from "../api";

export function RequirementsMatrix({
  vesselType,
  types,
  rows,
  onEdit,
}: {
  vesselType: string;
  types: readonly CertificateType[];
  rows: readonly Requirement[];
  onEdit: (rank: string) => void;
}) {
  const used = types.filter((t) => rows.some((r) => r.certificateType === t.code));
  const cell = (rank: string, code: string) =>
    rows.filter((r) => r.rank === rank && r.certificateType === code);
  return (
    <CertificateMatrix
      label={`Requirements on a ${vesselType}`}
      caption={`Certificates each rank needs on a ${vesselType}`}
      corner="Rank"
      columns={used}
      maxHeightClass="max-h-[60vh]"
      compact
    >
      {RANK_NAMES.map((rank) => (
        <tr key={rank}>
          <th scope="row" className="sticky left-0 z-10 border-b bg-card px-3 py-1.5 text-left font-normal">
            <Button
              variant="link"
              className="h-auto p-0"
              onClick={() => onEdit(rank)}
              aria-label={`Edit ${rank}`}
            >
              {rank}
            </Button>
          </th>
          {used.map((t) => {
            const hit = cell(rank, t.code);
            const flags = hit.map((h) => h.flag).filter(Boolean);
            return (
              <td key={t.code} className="border-b px-2 py-1.5">
                {hit.length === 0 ? (
                  <span className="sr-only">Not required</span>
                ) : flags.length === hit.length ? (
                  <span className="text-xs">{flags.join(", ")} only</span>
                ) : (
                  <Check className="size-4 text-green-700 dark:text-green-400" aria-label="Required" />
                )}
              </td>
            );
          })}
        </tr>
      ))}
    </CertificateMatrix>
  );
}
