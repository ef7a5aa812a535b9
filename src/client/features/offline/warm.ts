// The crew member's own data kept for offline use before they open its screens: once
// the session is applied (signed in, the worker told whose answers to keep) and after each sync that
// reached the server, when the browser is idle, the GETs their screens make are made through the service
// worker, which keeps each answer in their cache ("api-<user id>"): the session the app starts from, and
// the same query options as the screens, so the same URLs; one at a time, so the seafarer's own screen is
// not kept waiting on a thin link (a dozen small answers of their own, a few kilobytes).
// Loaded only for crew members (boot.ts); office users' requests never go through the worker.
import type { QueryClient } from "@tanstack/react-query";
import { BELL_DAYS, expiringOptions, missingOptions } from "@/features/alerts/api";
import { cachedSessionUser, fetchAuthConfig, fetchMe } from "@/features/auth/api";
import { certificateTypesQuery } from "@/features/certificates/api";
import { crewMemberQuery } from "@/features/crew/api";
import { myDashboardQuery } from "@/features/dashboard/api";
import { OPEN_SUBMISSIONS, submissionListOptions } from "@/features/document-submissions/api";
import { documentListOptions, documentStatsOptions } from "@/features/documents/api";
import { crewToursQuery } from "@/features/manning/api";
import { crewListCheckQuery, effectsQuery } from "@/features/port-paperwork/api";
import { restMonthQuery } from "@/features/rest-hours/api";
import { agreementQuery, payslipMonths, wageAccountQuery } from "@/features/wages/api";
import { currentOfflineSession } from "@/lib/offline/user-cache";
import { appToday } from "@/lib/today";

type WarmQuery = Parameters<QueryClient["prefetchQuery"]>[0];
/** The screens' options, each typed for its own data, as the prefetch's. */
const asWarm = (...queries: object[]) => queries as WarmQuery[];

/**
 * What the crew screens read of the crew member's own: the header's bell, the dashboard (profile and
 * contract, documents count, next tour), the documents list and its counts and types, and this month's
 * hours of rest, their own tours and crew changes (the dashboard's "My tours and crew changes"), the
 * dashboard's port paperwork (what a crew list lacks of them, their effects declaration), and their
 * payslips' months (Wages; the agreement follows in warm(), once the profile names the contract).
 */
export function ownDataQueries(crewMemberId: string | null, today: string): WarmQuery[] {
  const shared = asWarm(
    expiringOptions({ days: BELL_DAYS, severity: "expired" }, 8),
    expiringOptions({ days: BELL_DAYS, severity: "critical,warning,info" }, 8),
    missingOptions({ limit: 8 }),
    myDashboardQuery,
    documentListOptions({}),
    documentStatsOptions(),
    submissionListOptions(OPEN_SUBMISSIONS, 20),
    certificateTypesQuery,
  );
  if (!crewMemberId) return shared;
  return [
    ...asWarm(crewMemberQuery(crewMemberId)),
    ...shared,
    ...asWarm(
      restMonthQuery(crewMemberId, today.slice(0, 7), today),
      crewToursQuery(crewMemberId),
      crewListCheckQuery(crewMemberId),
      effectsQuery(crewMemberId),
    ),
    ...asWarm(...payslipMonths(today).map((m) => wageAccountQuery(crewMemberId, m))),
  ];
}

/** Resolves once a service worker controls this page (its requests go through it), false without one. */
async function controlled(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  if (navigator.serviceWorker.controller) return true;
  await new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
  return true;
}

let running: Promise<void> | null = null;
let again = false;

async function warm(queryClient: QueryClient): Promise<void> {
  if (!navigator.onLine || !(await controlled())) return;
  const session = await currentOfflineSession();
  const user = cachedSessionUser(queryClient);
  if (!session?.cacheApi || !user || user.id !== session.userId) return;
  const stillThem = async () => navigator.onLine && (await currentOfflineSession())?.userId === user.id;
  // the session and the sign-in mode the app starts from (a sign-in sets them without reading them)
  for (const read of [fetchMe, fetchAuthConfig]) {
    if (!(await stillThem())) return;
    await read().catch(() => undefined);
  }
  // every answer read again, even one in memory: it may have been read before the worker took over
  for (const query of ownDataQueries(user.crewMemberId, appToday())) {
    if (!(await stillThem())) return;
    await queryClient.prefetchQuery({ ...query, staleTime: 0 });
  }
  // the employment agreement of the active contract (Wages), to read and sign on board
  const contractId = user.crewMemberId
    ? queryClient.getQueryData(crewMemberQuery(user.crewMemberId).queryKey)?.activeContract?.id
    : undefined;
  if (contractId && (await stillThem()))
    await queryClient.prefetchQuery({ ...agreementQuery(contractId), staleTime: 0 });
}

/** Warms the cache when the browser is next idle; a run already going is not started twice. */
export function warmOwnData(queryClient: QueryClient): void {
  const run = () => {
    if (running) {
      again = true; // a sync or a new session while warming: once more when done
      return;
    }
    running = warm(queryClient)
      .catch(() => undefined)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}
