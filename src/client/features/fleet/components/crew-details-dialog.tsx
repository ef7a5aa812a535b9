// A crew member's details from a vessel dialog (spec §2): personal, professional, emergency contact and
// active contract information.
import { type ReactNode, useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { formatDisplayDate } from "@/lib/format";
import type { CrewMember } from "../api";

export const CREW_STATUS_LABELS: Record<CrewMember["status"], string> = {
  active: "Active",
  inactive: "Inactive",
  onLeave: "On Leave",
};

export function CrewDetailsDialog({
  member,
  onOpenChange,
}: {
  member: CrewMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        {member && (
          <>
            <DialogHeader>
              <DialogTitle>
                {member.firstName} {member.lastName}
              </DialogTitle>
              <DialogDescription>{member.rank}</DialogDescription>
            </DialogHeader>
            <Section title="Personal Information">
              <Row label="Nationality">{member.nationality}</Row>
              <Row label="Date of Birth">{formatDisplayDate(member.dateOfBirth)}</Row>
              {member.phoneNumber && <Row label="Phone">{member.phoneNumber}</Row>}
              {member.email && <Row label="Email">{member.email}</Row>}
            </Section>
            <Section title="Professional Information">
              <Row label="Rank">{member.rank}</Row>
              <Row label="Current Vessel">{member.currentVessel?.name ?? "Not assigned"}</Row>
              <Row label="Status">
                <Badge variant={member.status === "active" ? "success" : "secondary"}>
                  {CREW_STATUS_LABELS[member.status]}
                </Badge>
              </Row>
            </Section>
            {member.emergencyContact && (
              <Section title="Emergency Contact">
                <Row label="Name">{member.emergencyContact.name}</Row>
                {member.emergencyContact.relationship && (
                  <Row label="Relationship">{member.emergencyContact.relationship}</Row>
                )}
                {member.emergencyContact.phone && <Row label="Phone">{member.emergencyContact.phone}</Row>}
                {member.emergencyContact.email && <Row label="Email">{member.emergencyContact.email}</Row>}
              </Section>
            )}
            {member.activeContract && (
              <Section title="Contract Information">
                <Row label="Start Date">{formatDisplayDate(member.activeContract.startDate)}</Row>
                <Row label="End Date">{formatDisplayDate(member.activeContract.endDate)}</Row>
                <Row label="Salary">
                  {member.activeContract.currency} {member.activeContract.salary.toLocaleString("en-US")}
                </Row>
              </Section>
            )}
            <DialogFooter>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <dl className="grid gap-1.5 rounded-md border p-3 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}
