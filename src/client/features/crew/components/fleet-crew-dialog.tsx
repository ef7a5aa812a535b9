// Fleet Management's crew dialog for one vessel (spec §2, §9): the crew on board, and at most 5
// available crew (active, with no vessel) to assign, then "+N more" and a picker that finds any of them.

import { useQuery } from "@tanstack/react-query";
import { itemDialog } from "@/components/item-dialog";
import { DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { Vessel } from "@/features/vessels/api";
import { crewListQuery } from "../api";
import { AssignAvailablePicker, AssignButton, CrewSection, useCrewAssignment } from "./crew-assignment";
import { CrewList } from "./crew-row";

export const FLEET_AVAILABLE_CREW_LIMIT = 5;

export const FleetCrewDialog = itemDialog<Vessel>(({ item }) => <FleetCrew vessel={item} />, "sm:max-w-lg");

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
        <CrewList label="Crew on board" query={onBoard} empty="No crew assigned to this vessel" />
      </CrewSection>
      <CrewSection id="fleet-available-heading" title="Available Crew">
        <CrewList
          label="Available crew"
          query={available}
          empty="No available crew members"
          actions={(m) => <AssignButton member={m} disabled={pending} onAssign={assign} />}
        />
        {more > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="available-more">
            +{more} more
          </p>
        )}
        <AssignAvailablePicker disabled={pending} onAssign={assign} />
      </CrewSection>
      {reviewDialog}
    </>
  );
}
