// Editing a planned or confirmed crew change: its port call (port, UN/LOCODE, day), notes and people
// (anyone may be taken out; a relief goes with its off-signer). The plan is checked as it is edited (the
// change's own plan no clash) and saved with PATCH; the server re-checks it and re-sends the seafarers'
// notices. A refusal (409) shows the server's reason, naming the seafarer and the clash.
import { zodResolver } from "@hookform/resolvers/zod";
import { formatDisplayDate } from "@shared/dates";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "@/components/form-field";
import { FormFields } from "@/components/form-fields";
import { Button } from "@/components/ui/button";
import { toastSuccess } from "@/components/ui/use-toast";
import { type CrewChange, useUpdateCrewChange } from "../api";
import { PORT_CALL_FIELDS, type PortCall, portCallBody, ZPortCall } from "./gap-dialog";
import { PlanCheckReview, usePlanCheck } from "./plan-check";
import { PlanRefusal, usePlanSave } from "./plan-save";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function CrewChangeEditForm({ change, onDone }: { change: CrewChange; onDone: () => void }) {
  const form = useForm<PortCall>({
    resolver: zodResolver(ZPortCall) as never,
    defaultValues: {
      port: change.port,
      portLocode: change.portLocode ?? "",
      date: change.date,
      notes: change.notes ?? "",
    },
  });
  const [removed, setRemoved] = useState<string[]>([]);
  const save = useUpdateCrewChange();
  const offSigners = change.offSigners.filter((s) => !removed.includes(s.crewMemberId));
  const onSigners = change.onSigners
    .filter((s) => !removed.includes(s.crewMemberId))
    .map((s) => ({ ...s, relieves: s.relieves && !removed.includes(s.relieves) ? s.relieves : null }));
  const date = form.watch("date");
  const check = usePlanCheck(
    ISO.test(date) && (onSigners.length || offSigners.length)
      ? {
          vesselId: change.vesselId,
          date,
          crewChangeId: change.id,
          onSigners: onSigners.map(({ crewMemberId, rank, relieves }) => ({ crewMemberId, rank, relieves })),
          offSigners: offSigners.map(({ crewMemberId }) => ({ crewMemberId })),
        }
      : null,
  );
  const saving = usePlanSave(check, form.setError, "Failed to save the crew change");
  const onSubmit = form.handleSubmit((v) =>
    saving.submit(async (override) => {
      await save.mutateAsync({
        id: change.id,
        ...portCallBody(v),
        ...(removed.length
          ? {
              onSigners: onSigners.map(({ crewMemberId, rank, travelNotes, relieves }) => ({
                crewMemberId,
                rank: rank as never,
                travelNotes,
                relieves,
              })),
              offSigners: offSigners.map(({ crewMemberId, travelNotes }) => ({ crewMemberId, travelNotes })),
            }
          : {}),
        ...override,
      });
      toastSuccess(`Crew change saved: ${v.port}, ${formatDisplayDate(v.date)}`);
      onDone();
    }),
  );
  const people = [
    ...change.onSigners.map((s) => ({ ...s, part: `signs on as ${s.rank}` })),
    ...change.offSigners.map((s) => ({ ...s, part: "signs off" })),
  ];
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Edit the crew change">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormFields form={form} idPrefix="edit-change" className="grid gap-2" fields={PORT_CALL_FIELDS} />
      </div>
      <section className="grid gap-1">
        <h3 className="text-sm font-medium">People</h3>
        <ul className="grid gap-1 text-sm">
          {people.map((s) => {
            const out = removed.includes(s.crewMemberId);
            return (
              <li key={s.crewMemberId} className="flex flex-wrap items-center justify-between gap-2">
                <span className={out ? "text-muted-foreground line-through" : undefined}>
                  {s.name} {s.part}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`${out ? "Keep" : "Take out"} ${s.name}`}
                  onClick={() =>
                    setRemoved(
                      out ? removed.filter((id) => id !== s.crewMemberId) : [...removed, s.crewMemberId],
                    )
                  }
                >
                  {out ? "Keep" : "Take out"}
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <FormFields
        form={form}
        idPrefix="edit-change"
        className="grid gap-2"
        fields={[{ name: "notes", label: "Notes" }]}
      />
      <PlanCheckReview {...saving.review} idPrefix="edit-change" />
      <PlanRefusal refusal={saving.refusal} />
      <FormFooter
        onCancel={onDone}
        pending={save.isPending}
        label="Save changes"
        disabled={check.blocked || (!onSigners.length && !offSigners.length)}
      />
    </form>
  );
}
