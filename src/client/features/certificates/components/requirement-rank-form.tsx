// Editing one rank on one vessel type: a checkbox per certificate type, grouped by category; Save replaces
// that rank's rows (PUT /api/requirements). Rows for one flag only are kept as they are and listed.
import { CERTIFICATE_CATEGORIES, CERTIFICATE_CATEGORY_LABELS } from "@shared/certificates";
import type { TRequirementsPut } from "@shared/requirements";
import { useState } from "react";
import { SaveButton } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type CertificateType, type Requirement, usePutRequirements } from "../api";

export function RequirementRankForm({
  rank,
  vesselType,
  types,
  rows,
  onDone,
}: {
  rank: string;
  vesselType: string;
  types: readonly CertificateType[];
  /** This rank's rows on this vessel type. */
  rows: readonly Requirement[];
  onDone: () => void;
}) {
  const flagRows = rows.filter((r) => r.flag);
  const [checked, setChecked] = useState(
    () => new Set(rows.filter((r) => !r.flag).map((r) => r.certificateType)),
  );
  const put = usePutRequirements();
  const toggle = (code: string) =>
    setChecked((prev) => {
      const next = new Set(prev);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const save = () => {
    const body = {
      rank,
      vesselType,
      requirements: [
        ...[...checked].map((certificateType) => ({ certificateType, flag: null })),
        ...flagRows.map((r) => ({ certificateType: r.certificateType, flag: r.flag })),
      ],
    } as TRequirementsPut;
    put.mutate(body, {
      onSuccess: () => {
        toastSuccess(`Requirements for ${rank} on ${vesselType} saved`);
        onDone();
      },
      onError: () => toastError("Failed to save the requirements"),
    });
  };
  return (
    <fieldset className="grid gap-4 rounded-md border p-4" aria-label={`${rank} on a ${vesselType}`}>
      <legend className="px-1 text-sm font-semibold">
        {rank} on a {vesselType}
      </legend>
      {CERTIFICATE_CATEGORIES.map((c) => {
        const items = types.filter((t) => t.category === c);
        if (items.length === 0) return null;
        return (
          <div key={c} className="grid gap-2">
            <p className="text-sm font-medium text-muted-foreground">{CERTIFICATE_CATEGORY_LABELS[c]}</p>
            <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((t) => (
                <label key={t.code} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={checked.has(t.code)}
                    onChange={() => toggle(t.code)}
                  />
                  {t.name}
                </label>
              ))}
            </div>
          </div>
        );
      })}
      {flagRows.length > 0 && (
        <p className="text-sm text-muted-foreground">
          Kept for one flag only:{" "}
          {flagRows
            .map(
              (r) =>
                `${types.find((t) => t.code === r.certificateType)?.name ?? r.certificateType} (${r.flag})`,
            )
            .join(", ")}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SaveButton onClick={save} pending={put.isPending}>
          Save requirements
        </SaveButton>
      </div>
    </fieldset>
  );
}
