// Security tab (admin, DESIGN §5): the password policy, active sessions with revoke (confirmed), and the
// failed sign-in history from the activity log.

import { MIN_PASSWORD_LENGTH } from "@shared/password-policy";
import type { TFailedLogin, TSessionItem } from "@shared/users";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QuerySectionCard, SectionCard } from "@/components/section-card";
import { type Column, SimpleTable } from "@/components/simple-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { failedLoginsQuery, sessionsQuery, useRevokeSession } from "../api";

const when = (iso: string) => format(new Date(iso), "MMM dd, HH:mm");

function sessionColumns(onRevoke: (s: TSessionItem) => void): Column<TSessionItem>[] {
  return [
    {
      header: "User",
      cellClassName: "font-medium",
      cell: (s) => (
        <>
          {s.username} {s.current && <Badge variant="info">This session</Badge>}
        </>
      ),
    },
    { header: "Signed in", className: "hidden xl:table-cell", cell: (s) => when(s.createdAt) },
    { header: "Last active", cell: (s) => when(s.lastSeenAt) },
    {
      header: "From",
      cellClassName: "max-w-40 truncate text-xs text-muted-foreground",
      cellProps: (s) => ({ title: s.userAgent ?? "" }),
      cell: (s) => `${s.ip ?? "unknown"} ${s.userAgent ? `· ${s.userAgent}` : ""}`,
    },
    {
      header: "Action",
      className: "text-right",
      cell: (s) => (
        <Button size="sm" variant="destructive" disabled={s.current} onClick={() => onRevoke(s)}>
          Revoke
        </Button>
      ),
    },
  ];
}

const FAILED_COLUMNS: Column<TFailedLogin>[] = [
  { header: "Time", cell: (f) => when(f.createdAt) },
  { header: "Username", cell: (f) => f.username },
  { header: "IP", cell: (f) => f.ip },
  { header: "Description", cellClassName: "whitespace-normal", cell: (f) => f.description },
];

export function SecurityTab() {
  const sessions = useQuery(sessionsQuery);
  const failed = useQuery(failedLoginsQuery);
  const revokeSession = useRevokeSession();
  const [target, setTarget] = useState<TSessionItem | null>(null);

  return (
    <div className="space-y-6">
      <SectionCard title="Password Policy" contentClassName="text-sm text-muted-foreground">
        New and reset passwords need at least {MIN_PASSWORD_LENGTH} characters, must differ from the username
        and may not be a common password. Passwords are stored as argon2id hashes; repeated failed sign-ins
        are slowed down. Disabling a user or resetting their password ends their sessions at once.
      </SectionCard>
      <QuerySectionCard
        title="Active Sessions"
        description="Everyone signed in now; revoking signs that browser out at once"
        query={sessions}
        label="Loading sessions"
        error="Failed to fetch sessions"
        empty={<p className="text-muted-foreground">No active sessions.</p>}
      >
        {(data) => <SimpleTable columns={sessionColumns(setTarget)} rows={data.items} rowKey={(r) => r.id} />}
      </QuerySectionCard>
      <QuerySectionCard
        title="Failed Sign-ins"
        description="The 50 most recent, from the activity log"
        query={failed}
        label="Loading failed sign-ins"
        error="Failed to fetch the sign-in history"
        empty={<p className="text-muted-foreground">No failed sign-ins.</p>}
      >
        {(data) => <SimpleTable columns={FAILED_COLUMNS} rows={data.items} rowKey={(r) => String(r.id)} />}
      </QuerySectionCard>
      <ConfirmDialog
        open={target !== null}
        onOpenChange={(o) => !o && setTarget(null)}
        title={`Revoke this session of ${target?.username}?`}
        description="That browser is signed out at once."
        confirmLabel="Revoke"
        pendingLabel="Revoking..."
        variant="default"
        onConfirm={() => target && revokeSession.mutate(target.id)}
      />
    </div>
  );
}
