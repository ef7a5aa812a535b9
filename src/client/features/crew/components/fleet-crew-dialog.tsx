// Fleet Management's crew dialog for one vessel (spec §2, §9): the crew on board, and at most 5
// available crew (active, with no vessel) to assign, then "+N more".
import { useQuery } from "@tanstack/react-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import type { Vessel } from "@/features/vessels/api";
import { type CrewMember, crewListQuery, useSetCrewVessel } from "../api";
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
    <Dialog open={vessel !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">{vessel && <FleetCrew vessel={vessel} />}</DialogContent>
    </Dialog>
  );
}

function FleetCrew({ vessel }: { vessel: Vessel }) {
  const onBoard = useQuery(crewListQuery({ vesselId: vessel.id }, 500));
  const available = useQuery(crewListQuery({ available: true }, FLEET_AVAILABLE_CREW_LIMIT));
  const setVessel = useSetCrewVessel();
  const more = Math.max(0, (available.data?.total ?? 0) - (available.data?.items.length ?? 0));

  const assign = async (m: CrewMember) => {
    try {
      await setVessel.mutateAsync({ crewId: m.id, vesselId: vessel.id });
      toastSuccess("Crew member assigned successfully");
    } catch {
      toastError("Failed to assign crew member");
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{vessel.name} Crew</DialogTitle>
        <DialogDescription>
          {onBoard.data?.total ?? vessel.crewCount} of {vessel.crewCapacity} crew assigned
        </DialogDescription>
      </DialogHeader>
      <section className="grid gap-2" aria-labelledby="fleet-onboard-heading">
        <h3 id="fleet-onboard-heading" className="text-sm font-semibold">
          Crew on Board
        </h3>
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
      </section>
      <section className="grid gap-2" aria-labelledby="fleet-available-heading">
        <h3 id="fleet-available-heading" className="text-sm font-semibold">
          Available Crew
        </h3>
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
              actions={
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Assign ${m.firstName} ${m.lastName}`}
                  disabled={setVessel.isPending}
                  onClick={() => assign(m)}
                >
                  Assign
                </Button>
              }
            />
          ))}
        </CrewList>
        {more > 0 && (
          <p className="text-sm text-muted-foreground" data-testid="available-more">
            +{more} more
          </p>
        )}
      </section>
    </>
  );
}
