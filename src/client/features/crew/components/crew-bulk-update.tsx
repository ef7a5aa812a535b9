// Setting the rank or the vessel of the seafarers chosen on the crew list (POST /api/crew/bulk-update):
// the bar over the table says how many are chosen; the dialog asks for the rank or the vessel, lists what
// will change for each ("Second Officer → Chief Officer"), asks once, and reports each one's outcome as
// the single edit would: done, or refused with the reason (the eligibility check, a clash with a planned
// tour), and a note where the vessel's safe manning has no position for the rank.
import { RANK_NAMES, type RankName } from "@shared/ranks";
import { Anchor, ListChecks, X } from "lucide-react";
import { useState } from "react";
import { BulkActionDialog } from "@/components/bulk-action-dialog";
import { SelectOptions } from "@/components/filter-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { VesselPicker } from "@/features/vessels";
import { type CrewMember, useBulkUpdateCrew } from "../api";
import type { CrewSelection } from "./crew-selection";

export type BulkField = "rank" | "vessel";

const ASHORE = "none";
const RANK_OPTIONS = RANK_NAMES.map((r) => ({ value: r, label: r }));

export function CrewBulkBar({
  selection,
  onSet,
}: {
  selection: CrewSelection;
  onSet: (field: BulkField) => void;
}) {
  const n = selection.chosen.size;
  if (n === 0) return null;
  return (
    <section
      aria-label="Chosen crew members"
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 print:hidden"
    >
      <span className="text-sm font-medium" role="status">
        {n} {n === 1 ? "crew member" : "crew members"} selected
      </span>
      <Button size="sm" variant="outline" onClick={() => onSet("rank")}>
        <ListChecks aria-hidden /> Set rank
      </Button>
      <Button size="sm" variant="outline" onClick={() => onSet("vessel")}>
        <Anchor aria-hidden /> Set vessel
      </Button>
      <Button size="sm" variant="ghost" onClick={selection.clear}>
        <X aria-hidden /> Clear selection
      </Button>
    </section>
  );
}

const changeOf = (m: CrewMember, field: BulkField, to: string) => {
  const name = `${m.firstName} ${m.lastName}`;
  const from = field === "rank" ? m.rank : (m.currentVessel?.name ?? "ashore");
  return from === to ? `${name}: already ${to}` : `${name}: ${from} → ${to}`;
};

export function CrewBulkDialog({
  field,
  selection,
  onClose,
}: {
  /** The field to set; null: closed. */
  field: BulkField | null;
  selection: CrewSelection;
  onClose: () => void;
}) {
  const update = useBulkUpdateCrew();
  const [rank, setRank] = useState<RankName | "">("");
  const [vessel, setVessel] = useState<{ id: string; name: string } | null>(null);
  const members = [...selection.chosen.values()];
  const target = field === "rank" ? rank : vessel?.name;
  const close = () => {
    if (update.isSuccess) selection.clear();
    update.reset();
    setRank("");
    setVessel(null);
    onClose();
  };
  const set =
    field === "rank"
      ? { rank: rank as RankName }
      : { currentVesselId: vessel && vessel.id !== ASHORE ? vessel.id : null };
  return (
    <BulkActionDialog
      open={field !== null}
      onOpenChange={(o) => !o && close()}
      title={field === "rank" ? `Set the rank of ${members.length}` : `Set the vessel of ${members.length}`}
      description={
        field === "rank"
          ? "Each seafarer's rank changes as editing them one by one would; their tours not yet over follow."
          : "Each is assigned as one assignment is: checked for the certificates the rank needs there and for tours elsewhere. One who fails a check is left as they are, with the reason."
      }
      items={target ? members.map((m) => changeOf(m, field ?? "rank", target)) : []}
      ready={!!target}
      confirmLabel={field === "rank" ? "Set rank" : "Set vessel"}
      pendingLabel="Saving..."
      run={() => update.mutateAsync({ ids: members.map((m) => m.id), set })}
    >
      <div className="grid gap-2">
        <Label htmlFor="crew-bulk-value">{field === "rank" ? "New rank" : "New vessel"}</Label>
        {field === "rank" ? (
          <Select value={rank} onValueChange={(v) => setRank(v as RankName)}>
            <SelectTrigger id="crew-bulk-value">
              <SelectValue placeholder="Choose a rank" />
            </SelectTrigger>
            <SelectOptions options={RANK_OPTIONS} />
          </Select>
        ) : (
          <VesselPicker
            id="crew-bulk-value"
            value={vessel?.id ?? ""}
            valueLabel={vessel?.name}
            placeholder="Choose a vessel"
            fixed={[{ value: ASHORE, label: "Ashore (no vessel)" }]}
            onChange={(id, option) => setVessel({ id, name: id === ASHORE ? "ashore" : option.label })}
          />
        )}
      </div>
    </BulkActionDialog>
  );
}
