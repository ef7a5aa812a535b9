// A manning gap opened from the board: the best-match relievers for the rank over the gap's days (the
// server's ranking, each with its reasons; those a blocker excludes folded below), and planning a crew change at a port call with the one chosen
// signing on in the gap's rank.
import { zodResolver } from "@hookform/resolvers/zod";
import { ZLocode } from "@shared/countries";
import { formatDisplayDate } from "@shared/dates";
import { ZIsoDate } from "@shared/iso-date";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { type FieldSpec, FormFields } from "@/components/form-fields";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { applyServerErrors } from "@/lib/server-errors";
import { appToday } from "@/lib/today";
import { relieversQuery, usePlanCrewChange } from "../api";
import type { BoardGap } from "./board-vessel";
import { RelieverList } from "./reliever-list";

const ZPortCall = z.object({
  port: z.string().trim().min(1, "Port is required").max(100),
  portLocode: z.union([z.literal(""), ZLocode]),
  date: ZIsoDate,
});
type PortCall = z.infer<typeof ZPortCall>;

const FIELDS: readonly FieldSpec[] = [
  { name: "port", label: "Port", required: true, inputProps: { placeholder: "e.g. Rotterdam" } },
  { name: "portLocode", label: "UN/LOCODE", inputProps: { placeholder: "e.g. NLRTM" } },
  { name: "date", label: "Date", type: "date", required: true },
];

export function GapDialog({ gap, onClose }: { gap: BoardGap; onClose: () => void }) {
  const today = appToday();
  // ISO dates sort as strings: the gap's days from today on (a gap already under way starts today)
  const [from, to] = [[gap.from, today].sort()[1], [gap.to, today].sort()[1]];
  const relievers = useQuery(relieversQuery(gap.vesselId, gap.rank, from, to));
  const [chosen, setChosen] = useState("");
  const plan = usePlanCrewChange();
  const form = useForm<PortCall>({
    resolver: zodResolver(ZPortCall) as never,
    defaultValues: { port: "", portLocode: "", date: from },
  });
  const onSubmit = form.handleSubmit(async (v) => {
    if (!chosen) return;
    try {
      await plan.mutateAsync({
        vesselId: gap.vesselId,
        port: v.port,
        portLocode: v.portLocode || null,
        date: v.date,
        onSigners: [{ crewMemberId: chosen, rank: gap.rank }],
        offSigners: [],
      });
      toastSuccess(`Crew change planned at ${v.port} on ${formatDisplayDate(v.date)}`);
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, form.setError)) toastError("Failed to plan the crew change");
    }
  });
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={`${gap.rank} short on ${gap.vesselName}`}
      description={`${gap.planned} of ${gap.required} from ${formatDisplayDate(gap.from)} to ${formatDisplayDate(gap.to)}. Choose a reliever and the port call.`}
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Best-match relievers</legend>
          {relievers.isPending ? (
            <LoadingRows label="Loading relievers" rows={3} className="h-12" />
          ) : relievers.isError ? (
            <ErrorMessage onRetry={() => relievers.refetch()}>Failed to load relievers</ErrorMessage>
          ) : (
            <RelieverList list={relievers.data} chosen={chosen} onChoose={setChosen} />
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormFields form={form} idPrefix="crew-change" className="grid gap-2" fields={FIELDS} />
        </div>
        <FormFooter
          onCancel={onClose}
          pending={plan.isPending}
          label="Plan crew change"
          pendingLabel="Planning..."
          disabled={!chosen}
        />
      </form>
    </DialogShell>
  );
}
