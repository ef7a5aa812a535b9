// Crew member details (spec §2): Personal (with their own e-mail, which Contact and reminders use),
// Professional (with the honest "eligible until" of the tour aboard), Emergency Contact (if any), Contract
// Information and the seafarer's file (tours, crew changes, documents); buttons Close and Edit.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { DialogShell } from "@/components/dialog-shell";
import { SignOnBadge } from "@/components/sign-on-badge";
import { Button } from "@/components/ui/button";
import { EligibilityLine } from "@/features/compliance";
import { crewToursQuery } from "@/features/manning/api";
import { formatDisplayDate } from "@/lib/format";
import { appToday } from "@/lib/today";
import type { CrewMember } from "../api";
import { CrewFile, tourAboard } from "./crew-file";

const STATUS_LABELS: Record<string, string> = { active: "Active", inactive: "Inactive", onLeave: "On Leave" };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-2 rounded-md border p-3 text-sm sm:grid-cols-2">
        {children}
      </dl>
    </section>
  );
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{value}</dd>
    </div>
  );
}

export function formatMoney(amount: string | number, currency: string): string {
  const n = Number(amount);
  if (!Number.isFinite(n)) return `${currency} ${amount}`;
  try {
    return new Intl.NumberFormat("en-US", { style: "currency", currency }).format(n);
  } catch {
    return `${currency} ${n.toFixed(2)}`;
  }
}

export function CrewDetailsDialog({
  member,
  onOpenChange,
  onEdit,
}: {
  member: CrewMember | null;
  onOpenChange: (open: boolean) => void;
  onEdit?: (member: CrewMember) => void;
}) {
  const ec = member?.emergencyContact;
  const contract = member?.activeContract;
  const tours = useQuery({ ...crewToursQuery(member?.id ?? ""), enabled: !!member });
  if (!member) return null;
  const aboard = tourAboard(tours.data?.tours, appToday());
  const vessel = aboard ? { id: aboard.vesselId, name: aboard.vesselName } : (member.currentVessel ?? null);
  return (
    <DialogShell
      open
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={`${member.firstName} ${member.lastName}`}
      description={member.rank}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {onEdit && <Button onClick={() => onEdit(member)}>Edit</Button>}
        </>
      }
    >
      <Section title="Personal Information">
        <Item label="Nationality" value={member.nationality} />
        <Item label="Date of Birth" value={formatDisplayDate(member.dateOfBirth)} />
        {member.phoneNumber && <Item label="Phone" value={member.phoneNumber} />}
        <Item
          label="Email"
          value={
            member.email ? (
              <a className="underline underline-offset-2" href={`mailto:${member.email}`}>
                {member.email}
              </a>
            ) : (
              "Not on file"
            )
          }
        />
      </Section>
      <Section title="Professional Information">
        <Item
          label="Current Vessel"
          value={
            <>
              {member.currentVessel?.name ?? "Not assigned"}
              {member.signOnNotConfirmed && <SignOnBadge className="mt-1 flex" />}
            </>
          }
        />
        <Item label="Status" value={STATUS_LABELS[member.status] ?? member.status} />
        <div className="sm:col-span-2">
          <dt className="text-muted-foreground">Eligibility</dt>
          <dd className="font-medium">
            <EligibilityLine
              crewMemberId={member.id}
              rank={aboard?.rank ?? member.rank}
              vessel={vessel}
              signOn={aboard?.signOn}
              contractEnd={contract?.endDate}
            />
          </dd>
        </div>
      </Section>
      {ec && (
        <Section title="Emergency Contact">
          <Item label="Name" value={ec.name} />
          <Item label="Relationship" value={ec.relationship || "—"} />
          <Item label="Phone" value={ec.phone || "—"} />
          <Item label="Email" value={ec.email || "—"} />
        </Section>
      )}
      <Section title="Contract Information">
        {contract ? (
          <>
            <Item label="Start Date" value={formatDisplayDate(contract.startDate)} />
            <Item label="End Date" value={formatDisplayDate(contract.endDate)} />
            <Item label="Currency" value={contract.currency} />
            <Item label="Salary" value={formatMoney(contract.salary, contract.currency)} />
          </>
        ) : (
          <div className="sm:col-span-2">
            <dt className="sr-only">Contract</dt>
            <dd className="text-muted-foreground">No active contract</dd>
          </div>
        )}
      </Section>
      <CrewFile crewMemberId={member.id} />
    </DialogShell>
  );
}
