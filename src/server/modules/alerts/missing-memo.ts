// The office's pages of missing certificates (GET /api/alerts/missing-certificates), reused until a vessel's
// compliance version moves. What a page shows is read from the tours, the kept missing rows (derived from
// the tours, the documents, the vessels' type and flag and the certificate requirements, in the writing
// transaction), the seafarers' names and ranks, the vessels' names and the certificate types' names, and the
// compliance versions projection (projections/compliance-versions.ts) moves a vessel's version with every
// statement changing any of those for it, in that statement's transaction: a reuse is never stale, on any
// instance. A page is kept under the versions of the whole fleet (it reads every vessel's rows) and the day
// (who is aboard and who joins within the window move with it); the versions are read before the page, so a
// page is never older than the versions it is kept under. An unchanged page is the very object answered
// before, so its JSON and gzip are reused too (lib/response-memo). A crew caller's own list (a few rows by
// index) is read fresh.
import type { TMissingCertificate } from "../../../shared/alerts";
import type { Db } from "../../db/client";
import { LatestMemo } from "../../lib/remember";
import { fleetComplianceVersions } from "../compliance/fleet-versions";
import { findMissingCertificates, type MissingFilters } from "./missing";

type Query = MissingFilters & { days: number; limit: number; offset: number };
type Page = { items: TMissingCertificate[]; total: number };

/** A page is up to 500 rows (~150 KB of JSON): the screen's first pages and filters of a day. */
const MAX_PAGES = 16;
const pages = new LatestMemo<Page>(MAX_PAGES);

/** The page of missing certificates for `q`, the kept one while no vessel's compliance version has moved. */
export async function missingCertificatesPage(db: Db, today: string, q: Query): Promise<Page> {
  if (q.crewMemberId) return findMissingCertificates(db, today, q);
  const { fleetVersion } = await fleetComplianceVersions(db);
  const key = JSON.stringify([
    today,
    q.days,
    q.limit,
    q.offset,
    q.q ?? null,
    q.type ?? null,
    q.vesselId ?? null,
  ]);
  const known = pages.get(key, fleetVersion);
  if (known) return known;
  const page = await findMissingCertificates(db, today, q);
  pages.set(key, fleetVersion, page);
  return page;
}
