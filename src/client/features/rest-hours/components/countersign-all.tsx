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
  const [open, setOpen] = useState(false);
  const countersign = useCountersignVesselMonth();
  const due = data.seafarers.filter((s) => s.status.seafarerSignedAt && !s.status.masterSignedAt);
  if (due.length === 0 && !open) return null;
  return (
    <>
      <Button size="sm" variant="outline" className="print:hidden" onClick={() => setOpen(true)}>
        <PenLine aria-hidden /> Countersign all signed ({due.length})
      </Button>
      <BulkActionDialog
        open={open}
        onOpenChange={setOpen}
        title={`Countersign ${data.month} for ${due.length} ${due.length === 1 ? "seafarer" : "seafarers"}?`}
        description="Each month the seafarer signed is countersigned in your name, as when you countersign one."
        items={due.map((s) => `${s.name} (${s.rank})`)}
        confirmLabel="Countersign all"
        pendingLabel="Countersigning..."
        run={() => countersign.mutateAsync({ vesselId: data.vesselId, month: data.month })}
      />
    </>
  );
}
