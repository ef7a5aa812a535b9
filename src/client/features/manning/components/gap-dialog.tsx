// Planning a relief, opened from a red shortfall or from a tour bar on the board: who signs off (a
// seafarer of the rank aboard on the day, or nobody), who signs on (the server's best-match relievers; one
// a blocker excludes may be chosen with an override reason, as the rotation form allows; or any other
// seafarer through the crew picker, a busy one included: the check then shows their clash), the port call
// (port, UN/LOCODE, day) and notes. The plan is checked as it is filled in (clashes beside certificate
// blockers, plan-check.tsx) and saved as one crew change, the on-signer relieving the off-signer.
import { zodResolver } from "@hookform/resolvers/zod";
import { ZLocode } from "@shared/countries";
import { formatDisplayDate } from "@shared/dates";
import { ZIsoDate } from "@shared/iso-date";
import type { TBoardTour } from "@shared/manning-board";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter } from "@/components/form-field";
import { type FieldSpec, FormFields } from "@/components/form-fields";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { Label } from "@/components/ui/label";
import { toastSuccess } from "@/components/ui/use-toast";
import { CrewPicker } from "@/features/crew";
import { appToday } from "@/lib/today";
import { relieversQuery, usePlanCrewChange } from "../api";
import type { ReliefStart } from "./board-types";
import { PlanCheckReview, usePlanCheck } from "./plan-check";
import { PlanRefusal, usePlanSave } from "./plan-save";
import { RelieverList } from "./reliever-list";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export const ZPortCall = z.object({
  port: z.string().trim().min(1, "Port is required").max(100),
  portLocode: z.union([z.literal(""), ZLocode]),
  date: ZIsoDate,
  notes: z.string().trim().max(2000),
});
export type PortCall = z.infer<typeof ZPortCall>;
/** A port call's form values as the crew-change request takes them (a blank UN/LOCODE or note: null). */
export const portCallBody = (v: PortCall) => ({
  port: v.port,
  portLocode: v.portLocode || null,
  date: v.date,
  notes: v.notes || null,
});

export const PORT_CALL_FIELDS: readonly FieldSpec[] = [
  { name: "port", label: "Port", required: true, inputProps: { placeholder: "e.g. Rotterdam" } },
  { name: "portLocode", label: "UN/LOCODE", inputProps: { placeholder: "e.g. NLRTM" } },
  { name: "date", label: "Date", type: "date", required: true },
];

/** Tours aboard on `day` (a tour ending that day signs off on it). */
const aboardOn = (tours: TBoardTour[], day: string) =>
  tours.filter((t) => !t.planned && (!t.signOn || t.signOn <= day) && (!t.signOff || t.signOff >= day));

export function GapDialog({ gap, onClose }: { gap: ReliefStart; onClose: () => void }) {
  const today = appToday();
  // ISO dates sort as strings: the gap's days from today on (a gap already under way starts today)
  const [from, to] = [[gap.from, today].sort()[1], [gap.to, today].sort()[1]];
  const relievers = useQuery(relieversQuery(gap.vesselId, gap.rank, from, to));
  const [chosen, setChosen] = useState("");
  const leaving = gap.aboard.find((t) => t.signOff === gap.from) ?? null;
  const [off, setOff] = useState(gap.relieve ?? leaving?.crewMemberId ?? "");
  const plan = usePlanCrewChange();
  const form = useForm<PortCall>({
    resolver: zodResolver(ZPortCall) as never,
    defaultValues: { port: "", portLocode: "", date: from, notes: "" },
  });
  const date = form.watch("date");
  const candidates = ISO.test(date) ? aboardOn(gap.aboard, date) : [];
  const offId = candidates.some((t) => t.crewMemberId === off) ? off : "";
  const check = usePlanCheck(
    ISO.test(date) && (chosen || offId)
      ? {
          vesselId: gap.vesselId,
          date,
          onSigners: chosen ? [{ crewMemberId: chosen, rank: gap.rank, relieves: offId || null }] : [],
          offSigners: offId ? [{ crewMemberId: offId }] : [],
        }
      : null,
  );
  const saving = usePlanSave(check, form.setError, "Failed to plan the crew change");
  const onSubmit = form.handleSubmit(async (v) => {
    if (!chosen) return;
    await saving.submit(async (override) => {
      await plan.mutateAsync({
        vesselId: gap.vesselId,
        ...portCallBody(v),
        onSigners: [{ crewMemberId: chosen, rank: gap.rank, relieves: offId || null }],
        offSigners: offId ? [{ crewMemberId: offId }] : [],
        ...override,
      });
      toastSuccess(`Crew change planned at ${v.port} on ${formatDisplayDate(v.date)}`);
      onClose();
    });
  });
  return (
    <DialogShell
      open
      onOpenChange={(o) => !o && onClose()}
      title={gap.relieve ? `Plan a relief on ${gap.vesselName}` : `${gap.rank} short on ${gap.vesselName}`}
      description={
        gap.relieve
          ? `${gap.rank}: choose who relieves ${gap.aboard.find((t) => t.crewMemberId === gap.relieve)?.name ?? "the seafarer"}, and the port call.`
          : `${gap.planned} of ${gap.required} from ${formatDisplayDate(gap.from)} to ${formatDisplayDate(gap.to)}. Choose who signs off, who relieves them and the port call.`
      }
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <FormFields form={form} idPrefix="crew-change" className="grid gap-2" fields={PORT_CALL_FIELDS} />
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Signs off</legend>
          {[{ crewMemberId: "", name: "Nobody (a joiner only)", signOff: null }, ...candidates].map((t) => (
            <label key={t.crewMemberId || "nobody"} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="off-signer"
                className="size-4"
                checked={offId === t.crewMemberId}
                onChange={() => setOff(t.crewMemberId)}
              />
              {t.name}
              {t.signOff && (
                <span className="text-xs text-muted-foreground">
                  (planned sign-off {formatDisplayDate(t.signOff)})
                </span>
              )}
            </label>
          ))}
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Best-match relievers</legend>
          {relievers.isPending ? (
            <LoadingRows label="Loading relievers" rows={3} className="h-12" />
          ) : relievers.isError ? (
            <ErrorMessage onRetry={() => relievers.refetch()}>Failed to load relievers</ErrorMessage>
          ) : (
            <RelieverList
              list={relievers.data.filter((r) => r.crewMemberId !== offId)}
              chosen={chosen}
              onChoose={setChosen}
            />
          )}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor="crew-change-other">Or another seafarer</Label>
          <CrewPicker
            id="crew-change-other"
            placeholder="Search any crew member"
            value={chosen && !relievers.data?.some((r) => r.crewMemberId === chosen) ? chosen : undefined}
            onChange={setChosen}
          />
        </div>
        <PlanCheckReview {...saving.review} idPrefix="crew-change" />
        <FormFields
          form={form}
          idPrefix="crew-change"
          className="grid gap-2"
          fields={[{ name: "notes", label: "Notes", inputProps: { placeholder: "Agent, travel, launch" } }]}
        />
        <PlanRefusal refusal={saving.refusal} />
        <FormFooter
          onCancel={onClose}
          pending={plan.isPending}
          label={check.needsReason ? "Plan with override" : "Plan crew change"}
          pendingLabel="Planning..."
          disabled={!chosen || check.blocked}
        />
      </form>
    </DialogShell>
  );
}
