// The crew table's body rows: one row per member with its actions (view, edit, delete for admins), and
// the loading skeleton, failure and empty rows.
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { SignOnBadge } from "@/components/sign-on-badge";
import { SkeletonHeading } from "@/components/skeleton-heading";
import { Button } from "@/components/ui/button";
import { TableCell, TableRow } from "@/components/ui/table";
import type { CrewMember } from "../api";
import { ContractBadge, DaysRemainingRing } from "./contract-status";
import { type CrewSelection, SelectMemberBox } from "./crew-selection";

/** The columns with the selection's (those who may change crew); a message row spans them all. */
export const CREW_TABLE_COLUMNS = 6;

export interface CrewRowActions {
  onView: (m: CrewMember) => void;
  onEdit: (m: CrewMember) => void;
  /** Absent for callers who may not delete. */
  onDelete?: (m: CrewMember) => void;
}

function RowActions({
  member,
  name,
  onView,
  onEdit,
  onDelete,
}: CrewRowActions & { member: CrewMember; name: string }) {
  return (
    <div className="flex justify-end gap-0.5 sm:gap-1 [&_button]:size-8 sm:[&_button]:size-9">
      <Button
        variant="ghost"
        size="icon"
        aria-label={`View details of ${name}`}
        onClick={() => onView(member)}
      >
        <Eye className="size-4" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} onClick={() => onEdit(member)}>
        <Pencil className="size-4" />
      </Button>
      {onDelete && (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${name}`}
          className="text-destructive hover:text-destructive"
          onClick={() => onDelete(member)}
        >
          <Trash2 className="size-4" />
        </Button>
      )}
    </div>
  );
}

export function CrewTableRow({
  member: m,
  today,
  selection,
  ...actions
}: CrewRowActions & { member: CrewMember; today: string; selection?: CrewSelection }) {
  const name = `${m.firstName} ${m.lastName}`;
  return (
    <TableRow data-testid="crew-row">
      {selection && (
        <TableCell className="w-10 print:hidden">
          <SelectMemberBox member={m} selection={selection} />
        </TableCell>
      )}
      <TableCell className="whitespace-normal">
        <div className="flex items-center gap-3">
          <DaysRemainingRing contract={m.activeContract} today={today} />
          <div className="min-w-0">
            <div className="font-medium">{name}</div>
            <div className="text-sm text-muted-foreground">{m.nationality}</div>
            <div className="text-sm text-muted-foreground md:hidden">
              {m.rank} · {m.currentVessel?.name ?? "Not assigned"}
              {m.signOnNotConfirmed && <SignOnBadge compact className="ml-1 align-middle" />}
            </div>
            <ContractBadge contract={m.activeContract} today={today} className="mt-1 sm:hidden" />
          </div>
        </div>
      </TableCell>
      <TableCell className="hidden md:table-cell">{m.rank}</TableCell>
      <TableCell className="hidden md:table-cell">
        {m.currentVessel ? m.currentVessel.name : <span className="text-muted-foreground">Not assigned</span>}
        {m.signOnNotConfirmed && <SignOnBadge className="mt-1 flex" />}
      </TableCell>
      <TableCell className="hidden sm:table-cell">
        <ContractBadge contract={m.activeContract} today={today} />
      </TableCell>
      <TableCell className="print:hidden">
        <RowActions member={m} name={name} {...actions} />
      </TableCell>
    </TableRow>
  );
}

export function CrewSkeletonRows() {
  return Array.from({ length: 6 }, (_, i) => (
    <TableRow key={i} data-testid="crew-skeleton">
      <TableCell colSpan={CREW_TABLE_COLUMNS}>
        <SkeletonHeading icon="size-11 rounded-full" title="h-4 w-40" subtitle="h-3 w-24" />
      </TableCell>
    </TableRow>
  ));
}

export function CrewMessageRow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <TableRow>
      <TableCell colSpan={CREW_TABLE_COLUMNS} className={className ?? "py-10 text-center"}>
        {children}
      </TableCell>
    </TableRow>
  );
}
