// A crew-role user's own profile (spec §2), shown where others see a crew list: name, rank,
// nationality, current vessel, contract status, phone ("Not provided" if absent) and the count of
// documents on file; "Profile not found" when no crew record is linked to the user. Beside it, their port
// paperwork: what the crew list lacks of their identity data, and their effects declaration.
import { useQuery } from "@tanstack/react-query";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/features/auth";
import { OwnEffectsCard } from "@/features/port-paperwork";
import { isApiError } from "@/lib/api-client";
import { appToday } from "@/lib/today";
import { crewMemberQuery } from "../api";
import { ContractBadge } from "./contract-status";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

export function OwnProfileCard() {
  const user = useCurrentUser();
  const id = user.crewMemberId;
  const profile = useQuery({ ...crewMemberQuery(id ?? ""), enabled: id !== null });
  const today = appToday();
  const m = profile.data;
  const notFound = id === null || isApiError(profile.error, 404);
  return (
    <>
      <Card aria-labelledby="own-profile-title" data-testid="own-profile-card">
        <CardHeader>
          <CardTitle id="own-profile-title">My Profile</CardTitle>
        </CardHeader>
        <CardContent>
          {notFound ? (
            <p className="text-muted-foreground">Profile not found</p>
          ) : profile.isPending ? (
            <div className="space-y-2">
              <Skeleton className="h-5 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-full" />
            </div>
          ) : profile.isError || !m ? (
            <p className="text-destructive">Failed to fetch crew</p>
          ) : (
            <>
              <p className="text-lg font-semibold">
                {m.firstName} {m.lastName}
              </p>
              <dl className="mt-2 divide-y text-sm">
                <Row label="Rank">{m.rank}</Row>
                <Row label="Nationality">{m.nationality}</Row>
                <Row label="Current Vessel">{m.currentVessel?.name ?? "Not assigned"}</Row>
                <Row label="Contract Status">
                  <ContractBadge contract={m.activeContract} today={today} />
                </Row>
                <Row label="Phone">{m.phoneNumber || "Not provided"}</Row>
                <Row label="Documents on File">{m.documentCount}</Row>
              </dl>
            </>
          )}
        </CardContent>
      </Card>
      {m && id && <OwnEffectsCard crewId={id} />}
    </>
  );
}
