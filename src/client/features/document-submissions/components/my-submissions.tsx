// The seafarer's uploads the office has not accepted, above their documents: those
// waiting for review, and those not accepted with the office's reason, so they can upload again. Hidden
// when there are none; an accepted upload is in the documents list below.

import { QueryState } from "@/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { OPEN_SUBMISSIONS, useSubmissions } from "../api";
import { SubmissionSummary } from "./submission-summary";

export function MySubmissions() {
  const list = useSubmissions(OPEN_SUBMISSIONS, 20);
  if (list.isSuccess && list.data.items.length === 0) return null;
  // offline, on a screen not opened online before: a note, not a failure (the device keeps no copy yet)
  if (list.isError && !navigator.onLine)
    return (
      <p className="mb-6 text-sm text-muted-foreground" data-testid="submissions-offline">
        Uploads you sent for review show here when you are back online.
      </p>
    );
  const pending = list.data?.items.filter((s) => s.status === "pending").length ?? 0;
  return (
    <Card className="mb-6" aria-labelledby="my-submissions-title">
      <CardHeader>
        <CardTitle id="my-submissions-title">Sent for review</CardTitle>
        <CardDescription>
          {pending > 0
            ? `${pending} of your uploads ${pending === 1 ? "waits" : "wait"} for the office to check ${pending === 1 ? "it" : "them"}. A document counts once the office accepts it.`
            : "The office did not accept these uploads. Read the reason and upload the document again."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={list}
          label="Loading your uploads waiting for review"
          error="Failed to fetch your uploads waiting for review."
          retry
        >
          {(data) => (
            <ul className="grid gap-3" aria-label="Your uploads sent for review">
              {data.items.map((s) => (
                <SubmissionSummary key={s.id} submission={s} />
              ))}
            </ul>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
