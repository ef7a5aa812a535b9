// The e-mail outbox (DESIGN §5): every message with its status, recipient, subject and body, newest first.
// A message whose delivery outcome is unknown (the mail server may have taken it) is never resent by
// itself; an admin may send it (or a failed one) again.
import type { TOutboxItem } from "@shared/email-settings";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { Inbox, RefreshCw } from "lucide-react";
import { useState } from "react";
import { TablePagination } from "@/components/table-pagination";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCan } from "@/features/auth";
import { outboxQuery, useResendEmail } from "../api";

const PAGE = 20;
const STATUS_VARIANT: Record<TOutboxItem["status"], BadgeProps["variant"]> = {
  pending: "warning",
  sending: "info",
  sent: "success",
  failed: "danger",
  unknown: "danger",
};
const STATUS_LABEL: Record<TOutboxItem["status"], string> = {
  pending: "pending",
  sending: "sending",
  sent: "sent",
  failed: "failed",
  unknown: "outcome unknown",
};

function ResendButton({ id }: { id: string }) {
  const resend = useResendEmail();
  return (
    <Button variant="outline" size="sm" onClick={() => resend.mutate(id)} disabled={resend.isPending}>
      Send again
    </Button>
  );
}

function OutboxRow({ item }: { item: TOutboxItem }) {
  const mayResend = useCan("settings:admin") && (item.status === "unknown" || item.status === "failed");
  return (
    <li className="py-3" data-testid="outbox-item">
      <details>
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <Badge variant={STATUS_VARIANT[item.status]} className="capitalize">
            {STATUS_LABEL[item.status]}
          </Badge>
          <span className="min-w-0 flex-1 truncate font-medium">{item.subject}</span>
          <span className="w-full text-sm text-muted-foreground sm:w-auto">
            to {item.toAddress} · {format(new Date(item.createdAt), "MMM dd, HH:mm")}
          </span>
        </summary>
        <div className="mt-2 space-y-2 rounded-md bg-muted/40 p-3 text-sm">
          {item.status === "sent" && item.sentAt && (
            <p className="text-muted-foreground">
              Sent {format(new Date(item.sentAt), "MMM dd, yyyy HH:mm")}
            </p>
          )}
          {item.status !== "sent" && (
            <p className="text-muted-foreground">
              {item.attempts} delivery attempt{item.attempts === 1 ? "" : "s"}
              {item.status === "pending" &&
                `; next ${item.attempts ? "retry" : "attempt"} after ${format(new Date(item.nextAttemptAt), "MMM dd, HH:mm")}`}
            </p>
          )}
          {item.lastError && <p className="text-red-700 dark:text-red-400">Last error: {item.lastError}</p>}
          {item.status === "unknown" && (
            <p className="text-muted-foreground">
              The mail server may or may not have received this message, so it is not sent again by itself.
              Check with the recipient before sending it again.
            </p>
          )}
          {mayResend && <ResendButton id={item.id} />}
          <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words font-sans">
            {item.bodyText}
          </pre>
        </div>
      </details>
    </li>
  );
}

export function OutboxList({ smtpNote }: { smtpNote?: string }) {
  const [offset, setOffset] = useState(0);
  const query = useQuery(outboxQuery(offset, PAGE));
  const total = query.data?.total ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <div>
          <CardTitle>Outbox</CardTitle>
          <CardDescription>
            Every e-mail the system has queued. Pending messages wait for the mail server and are retried.
            {smtpNote ? ` ${smtpNote}` : ""}
          </CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} disabled={query.isFetching}>
          <RefreshCw className={query.isFetching ? "animate-spin" : ""} aria-hidden />
          Refresh
        </Button>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading outbox">
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-full" />
            <Skeleton className="h-6 w-2/3" />
          </div>
        ) : query.isError ? (
          <div role="alert" className="text-sm text-red-700 dark:text-red-400">
            Failed to load the outbox.{" "}
            <Button variant="link" onClick={() => query.refetch()}>
              Try again
            </Button>
          </div>
        ) : query.data.items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-muted-foreground">
            <Inbox className="size-8" aria-hidden />
            <p>No e-mails yet. Reminders and test e-mails will appear here.</p>
          </div>
        ) : (
          <>
            <ul className="divide-y" aria-label="Outbox messages">
              {query.data.items.map((item) => (
                <OutboxRow key={item.id} item={item} />
              ))}
            </ul>
            <div className="mt-3">
              <TablePagination offset={offset} pageSize={PAGE} total={total} onOffset={setOffset} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
