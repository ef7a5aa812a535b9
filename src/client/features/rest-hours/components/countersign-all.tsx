// "Countersign all signed": the master aboard (or the office) countersigns, in one go, every seafarer of
// the vessel's month who signed theirs and is not countersigned yet. The dialog lists them, asks once and
// reports each one (one the caller may not countersign, such as the master's own record, is refused with
// the reason and stays unsigned).
import { PenLine } from "lucide-react";
import { useState } from "react";
import { BulkActionDialog } from "@/components/bulk-action-dialog";
import { Button } from "@/components/ui/button";
import { useCountersignVesselMonth, type VesselRestMonth } from "../api";

export function CountersignAll({ data }: { data: VesselRestMonth }) {
  // what the dialog lists, taken when it opens (the month refreshes under it once countersigned)
  const [shown, setShown] = useState<string[] | null>(null);
  const countersign = useCountersignVesselMonth();
  const due = data.seafarers.filter((s) => s.status.seafarerSignedAt && !s.status.masterSignedAt);
  if (due.length === 0 && !shown) return null;
  const n = shown?.length ?? 0;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="print:hidden"
        disabled={due.length === 0}
        onClick={() => setShown(due.map((s) => `${s.name} (${s.rank})`))}
      >
        <PenLine aria-hidden /> Countersign all signed ({due.length})
      </Button>
      <BulkActionDialog
        open={shown !== null}
        onOpenChange={(o) => !o && setShown(null)}
        title={`Countersign ${data.month} for ${n} ${n === 1 ? "seafarer" : "seafarers"}?`}
        description="Each month the seafarer signed is countersigned in your name, as when you countersign one."
        items={shown ?? []}
        confirmLabel="Countersign all"
        pendingLabel="Countersigning..."
        run={() => countersign.mutateAsync({ vesselId: data.vesselId, month: data.month })}
      />
    </>
  );
}
