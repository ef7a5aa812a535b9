// Fleet Management's crew dialog for one vessel (spec §2, §9): the crew on board, and at most 5
// available crew (active, with no vessel) to assign, then "+N more".

import { useQuery } from "@tanstack/react-query";
import { ItemDialog } from "@/components/item-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Vessel } from "@/features/vessels/api";
import { crewListQuery } from "../api";
import { AssignButton, CrewSection, useCrewAssignment } from "./crew-assignment";
import { CrewList, CrewRow } from "./crew-row";

export const FLEET_AVAILABLE_CREW_LIMIT = 5;

export function FleetCrewDialog({
  vessel,
  onOpenChange,
}: {
  vessel: Vessel | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <ItemDialog item={vessel} onOpenChange={onOpenChange} className="sm:max-w-lg">
      {(v) => <FleetCrew vessel={v} />}
    </ItemDialog>
  );
}

function FleetCrew({ vessel }: { vessel: Vessel }) {
  const onBoard = useQuery(crewListQuery({ vesselId: vessel.id }, 500));
  const available = useQuery(crewListQuery({ available: true }, FLEET_AVAILABLE_CREW_LIMIT));
  const { assign, pending, reviewDialog } = useCrewAssignment(vessel);
  const more = Math.max(0, (available.data?.total ?? 0) - (available.data?.items.length ?? 0));

  return (
    <>
      <DialogHeader>
        <DialogTitle>{vessel.name} Crew</DialogTitle>
        <DialogDescription>
          {onBoard.data?.total ?? vessel.crewCount} of {vessel.crewCapacity} crew assigned
        </DialogDescription>
      </DialogHeader>
      <CrewSection id="fleet-onboard-heading" title="Crew on Board">
        <CrewList
          label="Crew on board"
          isPending={onBoard.isPending}
          isError={onBoard.isError}
          empty={onBoard.data?.items.length === 0 ? "No crew assigned to this vessel" : null}
        >
          {onBoard.data?.items.map((m) => (
            <CrewRow key={m.id} member={m} />
          ))}
        </CrewList>
      </CrewSection>
      <CrewSection id="fleet-available-heading" title="Available Crew">
        <CrewList
          label="Available crew"
          isPending={available.isPending}
          isError={available.isError}
          empty={available.data?.items.length === 0 ? "No available crew members" : null}
        >
          {available.data?.items.map((m) => (
            <CrewRow
              key={m.id}
              member={m}
              actions={<AssignButton member={m} disabled={pending} onAssign={assign} />}
            />
          ))}
        </CrewList>
        {more > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="available-more">
            +{more} more
          </p>
        )}
      </CrewSection>
      {reviewDialog}
    </>
  );
}
