// Settings → Certificates (admin): which certificate types each rank needs on each vessel type. Choose a
// vessel type, read its rank × type matrix, choose a rank to edit its row.
import { VESSEL_TYPES } from "@shared/options";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FilterSelect } from "@/components/filter-select";
import { QueryState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { requirementsQuery, useCertificateTypes } from "../api";
import { RequirementRankForm } from "./requirement-rank-form";
import { RequirementsMatrix } from "./requirements-matrix";

export function RequirementsCard() {
  const [vesselType, setVesselType] = useState<string>("Tanker");
  const [rank, setRank] = useState<string | null>(null);
  const types = useCertificateTypes();
  const rows = useQuery(requirementsQuery({ vesselType }));
  return (
    <SectionCard
      title="Requirements by rank and vessel type"
      description="The certificates each rank must hold to sail on a vessel of this type; the eligibility check and the compliance matrix read them."
      contentClassName="grid grid-cols-[minmax(0,1fr)] gap-4"
    >
      <FilterSelect
        label="Vessel type"
        className="w-full sm:w-56"
        value={vesselType}
        onChange={(v) => {
          setVesselType(v);
          setRank(null);
        }}
        options={VESSEL_TYPES.map((t) => ({ value: t, label: t }))}
      />
      <QueryState
        query={rows}
        label="Loading requirements"
        error="Failed to load requirements"
        retry
        loadingRows={6}
      >
        {(reqs) =>
          rank && types.data ? (
            <RequirementRankForm
              key={`${vesselType}-${rank}`}
              rank={rank}
              vesselType={vesselType}
              types={types.data}
              rows={reqs.filter((r) => r.rank === rank)}
              onDone={() => setRank(null)}
            />
          ) : (
            <RequirementsMatrix
              vesselType={vesselType}
              types={types.data ?? []}
              rows={reqs}
              onEdit={setRank}
            />
          )
        }
      </QueryState>
    </SectionCard>
  );
}
