// Vessel overview, the dashboard section for admin and office staff (spec §2): search, status filter,
// "Add Vessel" (admin only), CSV export (vessels-export.csv), vessel cards with "View Details" and
// "Manage Crew", six skeletons while loading, "No vessels found" when nothing matches. The Manage Crew
// dialog is the crew area's: the page passes it in (the vessels area never imports the crew area).

import { Download, Pencil, Plus, Trash2 } from "lucide-react";
import { type ComponentType, useMemo, useState } from "react";
import { IconButton } from "@/components/icon-button";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Can } from "@/features/auth";
import { useCsvExport } from "@/lib/csv-export";
import { useSearch } from "@/lib/use-debounced-value";
import type { Vessel } from "../api";
import { VESSELS_EXPORT_FILE_NAME, vesselsExport } from "../vessel-export";
import { VesselDeleteDialog } from "./vessel-delete-dialog";
import { VesselDetailsDialog } from "./vessel-details-dialog";
import { VesselFormDialog } from "./vessel-form-dialog";
import { useVesselList, VesselGrid } from "./vessel-grid";
import { VesselStatusFilter, type VesselStatusFilterValue } from "./vessel-status-filter";

function EditDeleteButtons({
  vessel,
  onEdit,
  onDelete,
}: {
  vessel: Vessel;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Can permission="vessels:write">
      <div className="ml-auto flex gap-1">
        <IconButton label={`Edit ${vessel.name}`} title="Edit vessel" icon={Pencil} onClick={onEdit} />
        <IconButton
          label={`Delete ${vessel.name}`}
          title="Delete vessel"
          icon={Trash2}
          className="text-red-700 hover:text-red-700 dark:text-red-400"
          onClick={onDelete}
        />
      </div>
    </Can>
  );
}

/** A dialog for the crew of one vessel (the crew area's VesselCrewDialog). */
export type ManageCrewDialog = ComponentType<{
  item: Vessel | null;
  onOpenChange: (open: boolean) => void;
}>;

export function VesselOverview({ ManageCrew }: { ManageCrew: ManageCrewDialog }) {
  const [status, setStatus] = useState<VesselStatusFilterValue>("all");
  const search = useSearch({
    label: "Search vessels",
    placeholder: "Search vessels by name, IMO, flag or type",
  });
  const q = search.q;
  const filters = useMemo(() => ({ q, status }), [q, status]);
  const state = useVesselList(filters);
  const { list, total, fresh } = state;
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Vessel | undefined>();
  const [details, setDetails] = useState<Vessel | null>(null);
  const [crewFor, setCrewFor] = useState<Vessel | null>(null);
  const [deleting, setDeleting] = useState<Vessel | null>(null);
  const csv = useCsvExport();
  const openForm = (v?: Vessel) => {
    setEditing(v);
    setFormOpen(true);
  };

  return (
    <Card className="gap-4" aria-labelledby="vessel-overview-title" role="region">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle id="vessel-overview-title" className="text-lg">
            Vessel Overview
          </CardTitle>
          <CardDescription>
            {list.isSuccess ? `${total} ${total === 1 ? "vessel" : "vessels"}` : "Your fleet at a glance"}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            onClick={() => csv.run(vesselsExport(filters, VESSELS_EXPORT_FILE_NAME))}
            disabled={csv.exporting}
          >
            <Download aria-hidden /> {csv.exporting ? "Exporting..." : "Export CSV"}
          </Button>
          <Can permission="vessels:write">
            <Button onClick={() => openForm()}>
              <Plus aria-hidden /> Add Vessel
            </Button>
          </Can>
        </div>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput {...search.input} />
          <VesselStatusFilter value={status} onChange={setStatus} />
        </div>
        <VesselGrid
          state={state}
          actions={(v) => (
            <>
              <Button size="sm" variant="outline" onClick={() => setDetails(v)}>
                View Details
              </Button>
              <Can permission="crew:write">
                <Button size="sm" variant="outline" onClick={() => setCrewFor(v)}>
                  Manage Crew
                </Button>
              </Can>
              <EditDeleteButtons vessel={v} onEdit={() => openForm(v)} onDelete={() => setDeleting(v)} />
            </>
          )}
        />
      </CardContent>
      <VesselFormDialog open={formOpen} onOpenChange={setFormOpen} vessel={editing} />
      <VesselDetailsDialog item={fresh(details)} onOpenChange={(o) => !o && setDetails(null)} />
      <ManageCrew item={fresh(crewFor)} onOpenChange={(o) => !o && setCrewFor(null)} />
      <VesselDeleteDialog vessel={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </Card>
  );
}
