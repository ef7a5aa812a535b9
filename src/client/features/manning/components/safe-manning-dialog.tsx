// "Safe manning" (admin) on a vessel of the planning board: the Safe Manning Document's validity and the
// minimum number for each rank of the catalogue (0: not required), saved as one replacement.
import { type TSafeManning, ZSafeManningRequest } from "@shared/manning";
import { RANK_NAMES } from "@shared/ranks";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { Field, FormFooter } from "@/components/form-field";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { safeManningQuery, useSaveSafeManning } from "../api";

function SafeManningForm({
  doc,
  vesselName,
  onClose,
}: {
  doc: TSafeManning;
  vesselName: string;
  onClose: () => void;
}) {
  const [validUntil, setValidUntil] = useState(doc.validUntil ?? "");
  const [counts, setCounts] = useState<Record<string, string>>(() =>
    Object.fromEntries(doc.positions.map((p) => [p.rank, String(p.count)])),
  );
  const [error, setError] = useState("");
  const save = useSaveSafeManning();
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      validUntil: validUntil || null,
      positions: RANK_NAMES.filter((r) => (counts[r] ?? "") !== "" && counts[r] !== "0").map((rank) => ({
        rank,
        count: Number(counts[rank]),
      })),
    };
    const parsed = ZSafeManningRequest.safeParse(body);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the counts");
    try {
      await save.mutateAsync({ vesselId: doc.vesselId, ...parsed.data });
      toastSuccess(`Safe manning of ${vesselName} saved`);
      onClose();
    } catch (err) {
      if (isApiError(err, 400)) setError(err.serverMessage);
      else toastError("Failed to save the safe manning");
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <Field label="Valid until" htmlFor="safe-manning-valid">
        <Input
          id="safe-manning-valid"
          type="date"
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
        />
      </Field>
      <fieldset className="grid grid-cols-[1fr_5rem] items-center gap-x-3 gap-y-1">
        <legend className="mb-2 text-sm font-medium">Minimum aboard by rank</legend>
        {RANK_NAMES.map((rank, i) => (
          <Fragment key={rank}>
            <Label htmlFor={`safe-manning-${i}`} className="font-normal">
              {rank}
            </Label>
            <Input
              id={`safe-manning-${i}`}
              type="number"
              min={0}
              max={99}
              inputMode="numeric"
              value={counts[rank] ?? ""}
              placeholder="0"
              onChange={(e) => setCounts((c) => ({ ...c, [rank]: e.target.value }))}
            />
          </Fragment>
        ))}
      </fieldset>
      <FieldError role="alert">{error}</FieldError>
      <FormFooter onCancel={onClose} pending={save.isPending} label="Save safe manning" />
    </form>
  );
}

export function SafeManningDialog({
  vesselId,
  vesselName,
  onClose,
}: {
  vesselId: string;
  vesselName: string;
  onClose: () => void;
}) {
  const doc = useQuery(safeManningQuery(vesselId));
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Safe manning of ${vesselName}`}
      description="The Safe Manning Document: the fewest seafarers of each rank the vessel may sail with."
      className="max-h-[90vh] overflow-y-auto"
    >
      {doc.isPending ? (
        <LoadingRows label="Loading the safe manning" rows={4} />
      ) : doc.isError ? (
        <ErrorMessage onRetry={() => doc.refetch()}>Failed to load the safe manning</ErrorMessage>
      ) : (
        <SafeManningForm doc={doc.data} vesselName={vesselName} onClose={onClose} />
      )}
    </DialogShell>
  );
}
