// The portage bill with what names its vessel and month: the office picks any vessel (the first by name
// by default); the master aboard sees the vessel they command.
import { MonthPicker } from "@/features/rest-hours";
import { useUrlVessel } from "@/features/vessels";
import { PortageBill } from "./portage-bill";
import { useUrlMonth } from "./use-url-month";

export function OfficePortageView() {
  const { month, setMonth } = useUrlMonth();
  const { vesselId, noVessels, picker } = useUrlVessel("wages-vessel");
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {picker}
        <MonthPicker month={month} onMonth={setMonth} />
      </div>
      {noVessels ? (
        <p className="text-sm text-muted-foreground">No vessels.</p>
      ) : (
        <PortageBill vesselId={vesselId} month={month} />
      )}
    </div>
  );
}

export function MasterPortageView({ vesselId, vesselName }: { vesselId: string; vesselName: string }) {
  const { month, setMonth } = useUrlMonth();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium">{vesselName}</p>
        <MonthPicker month={month} onMonth={setMonth} />
      </div>
      <p className="text-sm text-muted-foreground">
        As master you enter cash advances and bonded stores on the accounts of your crew; the office closes
        the month.
      </p>
      <PortageBill vesselId={vesselId} month={month} />
    </div>
  );
}
