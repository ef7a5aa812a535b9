// User Management tab (admin, DESIGN §5): every account with role, status and sessions; add a user,
// disable/enable (confirmed; disabling signs them out at once), reset a password (shown once).

import { ROLE_LABELS } from "@shared/roles";
import type { TUserItem } from "@shared/users";
import { useQuery } from "@tanstack/react-query";
import { format } from "date-fns";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DialogShell } from "@/components/dialog-shell";
import { QueryState } from "@/components/query-state";
import { type Column, SimpleTable } from "@/components/simple-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth";
import { usersQuery, useUserMutations } from "../api";
import { UserCreateDialog } from "./user-create-dialog";

type Pending = { kind: "disable" | "enable" | "reset"; user: TUserItem } | null;

const CONFIRM = {
  reset: {
    title: (name: string) => `Reset the password of ${name}?`,
    description: "A new random password is set and shown once. The user is signed out everywhere.",
    label: "Reset password",
  },
  disable: {
    title: (name: string) => `Disable ${name}?`,
    description: "They are signed out at once and cannot sign in until enabled again.",
    label: "Disable",
  },
  enable: {
    title: (name: string) => `Enable ${name}?`,
    description: "They can sign in again with their password.",
    label: "Enable",
  },
};

type Kind = NonNullable<Pending>["kind"];

function UserActions({
  user: u,
  self,
  onAction,
}: {
  user: TUserItem;
  self: boolean;
  onAction: (k: Kind) => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button size="sm" variant="outline" onClick={() => onAction("reset")}>
        Reset password
      </Button>
      {u.disabled ? (
        <Button size="sm" variant="outline" onClick={() => onAction("enable")}>
          Enable
        </Button>
      ) : (
        <Button
          size="sm"
          variant="destructive"
          disabled={self}
          title={self ? "You cannot disable your own account" : undefined}
          onClick={() => onAction("disable")}
        >
          Disable
        </Button>
      )}
    </div>
  );
}

function userColumns(
  meId: string | undefined,
  onAction: (k: Kind, u: TUserItem) => void,
): Column<TUserItem>[] {
  return [
    {
      header: "User",
      cellClassName: "min-w-44 whitespace-normal",
      cell: (u) => (
        <>
          <div className="font-medium">{u.name}</div>
          <div className="text-xs text-muted-foreground">
            {u.username}
            {u.email ? ` · ${u.email}` : ""}
            {u.crewMemberName ? ` · crew: ${u.crewMemberName}` : ""}
          </div>
        </>
      ),
    },
    {
      header: "Role",
      cell: (u) => (
        <Badge variant={u.role === "admin" ? "default" : "secondary"}>{ROLE_LABELS[u.role]}</Badge>
      ),
    },
    {
      header: "Status",
      cell: (u) => (
        <>
          <Badge variant={u.disabled ? "danger" : "success"}>{u.disabled ? "Disabled" : "Active"}</Badge>
          <span className="mt-1 block text-xs text-muted-foreground">
            {u.activeSessions} session{u.activeSessions === 1 ? "" : "s"}
          </span>
        </>
      ),
    },
    {
      header: "Last sign-in",
      className: "hidden 2xl:table-cell",
      cell: (u) => (u.lastLoginAt ? format(new Date(u.lastLoginAt), "MMM dd, HH:mm") : "Never"),
    },
    {
      header: "Actions",
      className: "text-right",
      cell: (u) => <UserActions user={u} self={u.id === meId} onAction={(k) => onAction(k, u)} />,
    },
  ];
}

export function UsersTab() {
  const users = useQuery(usersQuery);
  const { user: me } = useAuth();
  const { setDisabled, resetPassword } = useUserMutations();
  const [pending, setPending] = useState<Pending>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { kind, user } = pending;
    setPending(null);
    if (kind === "reset") {
      const res = await resetPassword.mutateAsync(user.id).catch(() => null);
      if (res) setShown({ username: user.username, password: res.password });
    } else setDisabled.mutate({ id: user.id, disabled: kind === "disable" });
  };

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle>User Management</CardTitle>
          <CardDescription>Accounts, roles and access</CardDescription>
        </div>
        <UserCreateDialog />
      </CardHeader>
      <CardContent>
        <QueryState
          query={users}
          label="Loading users"
          error="Failed to fetch users"
          empty={<p className="py-6 text-center text-muted-foreground">No users yet.</p>}
        >
          {(data) => (
            <SimpleTable
              columns={userColumns(me?.id, (kind, user) => setPending({ kind, user }))}
              rows={data.items}
              rowKey={(u) => u.id}
              rowProps={(u) => ({ "data-testid": `user-row-${u.username}` })}
            />
          )}
        </QueryState>
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={pending ? CONFIRM[pending.kind].title(pending.user.username) : ""}
        description={pending ? CONFIRM[pending.kind].description : ""}
        confirmLabel={pending ? CONFIRM[pending.kind].label : ""}
        pendingLabel="Saving..."
        variant="default"
        onConfirm={confirm}
      />
      <DialogShell
        open={shown !== null}
        onOpenChange={(o) => !o && setShown(null)}
        title={<>New password for {shown?.username}</>}
        description="Copy it now and hand it over securely: it is not shown again."
        footer={<Button onClick={() => setShown(null)}>Done</Button>}
      >
        <code
          className="rounded-md bg-muted p-3 text-center font-mono text-lg select-all"
          data-testid="new-password"
        >
          {shown?.password}
        </code>
      </DialogShell>
    </Card>
  );
}
