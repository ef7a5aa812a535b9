// The crew role's dashboard (spec §6): their own contract, documents and next rotation, never fleet figures.
import { CONTRACT_STATE_LABELS, ownDocumentsReminder } from "@shared/dashboard-labels";
import { formatDisplayDate } from "@shared/dates";
import { CalendarClock, FileCheck2, FileText } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { useMyDashboard } from "../api";
import { MyTours } from "./my-tours";
import { StatCard } from "./stat-card";

export function MyDashboard() {
  const { data, isPending, isError, error, refetch } = useMyDashboard();
  if (isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <p role="alert">Failed to fetch stats: {error.message}</p>
          <Button variant="outline" onClick={() => refetch()}>
            Retry
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (!data.crewMember) {
    return (
      <Card>
        <CardContent>
          <p className="font-medium">Profile not found</p>
          <p className="text-sm text-muted-foreground">
            Your account is not linked to a crew record yet. Ask the office to link it.
          </p>
        </CardContent>
      </Card>
    );
  }
  const { contract, documents: docs, nextRotation } = data;
  return (
    <div className="flex flex-col gap-6">
      <section aria-label="My status" className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          testId="my-contract"
          title="Contract Days Remaining"
          value={contract ? contract.daysRemaining : "—"}
          icon={CalendarClock}
          color="ocean-blue"
          description={
            contract
              ? `${CONTRACT_STATE_LABELS[contract.state]} · ends ${formatDisplayDate(contract.endDate)}`
              : "No active contract"
          }
        />
        <StatCard
          testId="my-documents"
          title="My Documents"
          value={docs.total}
          icon={FileText}
          color="maritime-navy"
          description={`${docs.valid} valid, ${docs.expiring} expiring, ${docs.expired} expired`}
          to="/documents"
        />
        <StatCard
          testId="my-next-rotation"
          title="Next Rotation"
          value={nextRotation ? formatDisplayDate(nextRotation.joinDate) : "—"}
          icon={FileCheck2}
          color="compliance-green"
          description={
            nextRotation
              ? `${nextRotation.rotationType} · ${nextRotation.vesselName}`
              : "No rotation scheduled"
          }
        />
      </section>
      {/* the name, rank, vessel and contract are on the My Profile card beside this: not repeated here */}
      <MyTours crewMemberId={data.crewMember.id} />
      {docs.expiring + docs.expired > 0 && (
        <Notice role="alert" className="rounded-xl p-4">
          {ownDocumentsReminder(docs.expired, docs.expiring)}{" "}
          <Link
            to="/documents"
            className="font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300"
          >
            Review my documents
          </Link>
        </Notice>
      )}
    </div>
  );
}
