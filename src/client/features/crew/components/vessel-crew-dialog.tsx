// Manage Crew for a vessel (spec §2): the assigned crew (details, remove from vessel, delete — admin
// only — after confirmation), crew with no vessel to assign, one search over both, and a form to add a
// new crew member straight onto this vessel.

import { useQuery } from "@tanstack/react-query";
import { Eye, Trash2, UserMinus, UserPlus } from "lucide-react";
import { useState } from "react";
import { itemDialog } from "@/components/item-dialog";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Can } from "@/features/auth";
import type { Vessel } from "@/features/vessels/api";
import { useSearch } from "@/lib/use-debounced-value";
import { type CrewMember, crewListQuery } from "../api";
import { AddCrewForVesselForm } from "./add-crew-for-vessel-form";
import { AssignButton, CrewSection, useCrewAssignment } from "./crew-assignment";
import { CrewDeleteDialog } from "./crew-delete-dialog";
import { CrewDetailsDialog } from "./crew-details-dialog";
import { CrewList } from "./crew-row";

const AVAILABLE_LIMIT = 50;

function AssignedActions({
  member,
  pending,
  onView,
  onRemove,
  onDelete,
}: {
  member: CrewMember;
  pending: boolean;
  onView: (m: CrewMember) => void;
  onRemove: (m: CrewMember) => void;
  onDelete: (m: CrewMember) => void;
}) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`View ${name}`}
        title="View details"
        onClick={() => onView(member)}
      >
        <Eye aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Remove ${name} from vessel`}
        title="Remove from vessel"
        disabled={pending}
        onClick={() => onRemove(member)}
      >
        <UserMinus aria-hidden />
      </Button>
      <Can permission="crew:delete">
        <Button
          size="icon"
          variant="ghost"
          className="text-red-700 hover:text-red-700 dark:text-red-400"
          aria-label={`Delete ${name}`}
          title="Delete crew member"
          onClick={() => onDelete(member)}
        >
          <Trash2 aria-hidden />
        </Button>
      </Can>
    </>
  );
}

export const VesselCrewDialog = itemDialog<Vessel>(
  ({ item }) => <ManageCrew vessel={item} />,
  "sm:max-w-2xl",
);

function ManageCrew({ vessel }: { vessel: Vessel }) {
  const [view, setView] = useState<"list" | "add">("list");
  const search = useSearch({ label: "Search crew", placeholder: "Search by name, rank or nationality" });
  const q = search.q;
  const [details, setDetails] = useState<CrewMember | null>(null);
  const [toDelete, setToDelete] = useState<CrewMember | null>(null);
  const assigned = useQuery(crewListQuery({ vesselId: vessel.id, q }, 500));
  const available = useQuery(crewListQuery({ vesselId: "none", q }, AVAILABLE_LIMIT));
  const { assign, unassign, pending, reviewDialog } = useCrewAssignment(vessel);

  const noMatch = q ? "No crew members match your search" : null;
  const availableItems = available.data?.items ?? [];
  const onBoard = q ? vessel.crewCount : (assigned.data?.total ?? vessel.crewCount);

  if (view === "add") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Add New Crew Member</DialogTitle>
          <DialogDescription>The new crew member joins {vessel.name}.</DialogDescription>
        </DialogHeader>
        <AddCrewForVesselForm vessel={vessel} onDone={() => setView("list")} />
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Manage Crew - {vessel.name}</DialogTitle>
        <DialogDescription>
          {onBoard} of {vessel.crewCapacity} crew assigned
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-col gap-2 sm:flex-row">
        <SearchInput {...search.input} />
        <Button variant="outline" onClick={() => setView("add")}>
          <UserPlus aria-hidden /> Add New Crew
        </Button>
      </div>

      <CrewSection id="assigned-crew-heading" title={`Assigned Crew (${assigned.data?.total ?? "…"})`}>
        <CrewList
          label="Assigned crew"
          query={assigned}
          empty={noMatch ?? "No crew assigned to this vessel"}
          actions={(m) => (
            <AssignedActions
              member={m}
              pending={pending}
              onView={setDetails}
              onRemove={unassign}
              onDelete={setToDelete}
            />
          )}
        />
      </CrewSection>

      <CrewSection id="available-crew-heading" title={`Available Crew (${available.data?.total ?? "…"})`}>
        <CrewList
          label="Available crew"
          query={available}
          empty={noMatch ?? "No available crew members"}
          actions={(m) => <AssignButton member={m} disabled={pending} onAssign={assign} />}
        />
        {available.data && available.data.total > availableItems.length && (
          <p className="text-xs text-muted-foreground">
            Showing {availableItems.length} of {available.data.total}. Search to find others.
          </p>
        )}
      </CrewSection>
      <CrewDetailsDialog member={details} onOpenChange={(open) => !open && setDetails(null)} />
      <CrewDeleteDialog member={toDelete} onOpenChange={(open) => !open && setToDelete(null)} />
      {reviewDialog}
    </>
  );
}
