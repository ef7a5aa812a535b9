// The office's review queue: crew uploads waiting for review, newest first (or those
// already accepted or rejected), each with its file, Accept and Reject; several accepted at once (bulk-accept). "Show more" pages up to 500.
import type { TDocumentSubmission, TSubmissionStatus } from "@shared/document-submissions";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { FilterSelect } from "@/components/filter-select";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { useSubmissions } from "../api";
import { BulkAcceptBar, BulkAcceptDialog, SelectSubmission, useSelection } from "./bulk-accept";
import { AcceptSubmissionDialog, RejectSubmissionDialog } from "./review-dialogs";
import { SubmissionSummary } from "./submission-summary";

const PAGE = 50;
const VIEWS = [
  { value: "pending", label: "Waiting for review" },
  { value: "accepted", label: "Accepted" },
  { value: "rejected", label: "Rejected" },
] as const;
const EMPTY: Record<TSubmissionStatus, string> = {
  pending: "Nothing waits for review. Documents the crew upload appear here.",
  accepted: "No accepted uploads yet.",
  rejected: "No rejected uploads.",
};

export function ReviewQueue() {
  const [status, setStatus] = useState<TSubmissionStatus>("pending");
  const [limit, setLimit] = useState(PAGE);
  const list = useSubmissions([status], limit);
  const [accepting, setAccepting] = useState<TDocumentSubmission | null>(null);
  const [rejecting, setRejecting] = useState<TDocumentSubmission | null>(null);
  const selection = useSelection();
  const [bulk, setBulk] = useState<TDocumentSubmission[] | null>(null);
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label="Show uploads"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setLimit(PAGE);
          }}
          options={VIEWS}
          className="w-full sm:w-56"
        />
        {list.isSuccess && (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {total} {total === 1 ? "upload" : "uploads"}
          </p>
        )}
      </div>
      <QueryState
        query={list}
        label="Loading the review queue"
        error="Failed to fetch the review queue."
        retry
        loadingRows={3}
        rowClassName="h-28"
        empty={EMPTY[status]}
      >
        {(data) => (
          <>
            <BulkAcceptBar shown={data.items} selection={selection} onAccept={setBulk} />
            <ul className="grid gap-3" aria-label="Uploads to review">
              {data.items.map((s) => (
                <SubmissionSummary
                  key={s.id}
                  submission={s}
                  showMember
                  actions={
                    s.status === "pending" && (
                      <>
                        <SelectSubmission submission={s} selection={selection} />
                        <Button size="sm" onClick={() => setAccepting(s)}>
                          <Check aria-hidden /> Accept
                          <span className="sr-only">
                            {` ${s.typeName} ${s.documentNumber} of ${s.crewMember.firstName} ${s.crewMember.lastName}`}
                          </span>
                        </Button>
                        <Button size="sm" variant="outline" onClick={() => setRejecting(s)}>
                          <X aria-hidden /> Reject
                          <span className="sr-only">
                            {` ${s.typeName} ${s.documentNumber} of ${s.crewMember.firstName} ${s.crewMember.lastName}`}
                          </span>
                        </Button>
                      </>
                    )
                  }
                />
              ))}
            </ul>
            {data.items.length < total && limit < 500 && (
              <div className="mt-3 flex items-center justify-between text-sm text-muted-foreground">
                <span>
                  Showing {data.items.length} of {total}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setLimit((l) => Math.min(l + PAGE, 500))}
                  disabled={list.isFetching}
                >
                  Show more
                </Button>
              </div>
            )}
          </>
        )}
      </QueryState>
      <AcceptSubmissionDialog submission={accepting} onOpenChange={(o) => !o && setAccepting(null)} />
      <RejectSubmissionDialog submission={rejecting} onOpenChange={(o) => !o && setRejecting(null)} />
      <BulkAcceptDialog
        chosen={bulk}
        onClose={(accepted) => {
          setBulk(null);
          if (accepted) selection.set([]);
        }}
      />
    </>
  );
}
