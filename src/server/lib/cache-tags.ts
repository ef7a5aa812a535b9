// What a write makes stale in the in-process caches (lib/read-cache.ts), by resource: each write route
// below names the resources it changes (the triggers' projections included: a document's write moves
// the missing certificates, a rotation's the tours and the manning versions, a crew member's all
// three), and each cached read the resources it is read from. A write not named here, and a cached read
// not named here, clear and are cleared by everything: a new route is safe before it is listed. Every
// write also appends to the activity log, so the activity report (not listed) is cleared by each.
// The client's counterpart is src/client/lib/invalidation.ts (what each write refreshes on screen).

/** A crew member's record edit: their lists and counts, tours and missing certificates; a status or
 * crew-link change may end sessions. */
const CREW = ["crew", "sessions"] as const;
const DOCUMENTS = ["documents"] as const;
const ROTATIONS = ["rotations"] as const;
const REST_HOURS = ["rest-hours"] as const;

/** Write routes (method and route url) and the resources they change. */
const WRITE_TAGS: Record<string, readonly string[]> = {
  "PUT /api/crew/:id": CREW,
  "POST /api/documents": DOCUMENTS,
  "PATCH /api/documents/:id": DOCUMENTS,
  "DELETE /api/documents/:id": DOCUMENTS,
  "POST /api/rotations": ROTATIONS,
  "PATCH /api/rotations/:id": ROTATIONS,
  "DELETE /api/rotations/:id": ROTATIONS,
  "PUT /api/crew/:id/rest-hours/:date": REST_HOURS,
  "POST /api/crew/:id/rest-hours/months/:month/sign": REST_HOURS,
  "POST /api/crew/:id/rest-hours/months/:month/countersign": REST_HOURS,
  "POST /api/vessels/:id/rest-hours/months/:month/countersign": REST_HOURS,
  "PUT /api/me/preferences": ["preferences"],
  "POST /api/activity/export-log": ["activity"],
};

/** A crew member's fields that no aggregate, assignment, session or list filter reads: an edit of only
 * these clears only what shows them ("crew-contact": the crew list's rows, the expiry alerts' contacts). */
const CONTACT_FIELDS = new Set(["phoneNumber", "email", "emergencyContact"]);
const CREW_CONTACT = ["crew-contact"] as const;

/** The resources a write route changes; undefined (everything) for a route not listed. */
export function writeTags(
  method: string,
  routeUrl: string | undefined,
  body?: unknown,
): readonly string[] | undefined {
  if (!routeUrl) return undefined;
  const route = `${method} ${routeUrl}`;
  if (route === "PUT /api/crew/:id" && isContactOnly(body)) return CREW_CONTACT;
  return WRITE_TAGS[route];
}

const isContactOnly = (body: unknown) =>
  typeof body === "object" &&
  body !== null &&
  Object.keys(body).length > 0 &&
  Object.keys(body).every((k) => CONTACT_FIELDS.has(k));

/** Tours, manning versions and the missing certificates move with crew and rotation writes. */
const ASSIGNMENTS = ["crew", "rotations"] as const;
/** What reads documents also reads who holds them and where they serve (missing certificates, compliance). */
const CERTIFICATES = ["crew", "rotations", "documents"] as const;

/** Cached reads (cachedRead's name, or a route's `cache`) and the resources they are read from. */
export const READ_TAGS: Record<string, readonly string[]> = {
  "manning-gaps": ASSIGNMENTS,
  "manning-board": ASSIGNMENTS,
  "manning-tours": ASSIGNMENTS,
  "manning-gap-alerts": ASSIGNMENTS,
  rotations: ASSIGNMENTS,
  "rotation-month": ASSIGNMENTS,
  "rotation-day": ASSIGNMENTS,
  "rest-vessel-month": [...ASSIGNMENTS, "rest-hours"],
  "rest-non-conformities": [...ASSIGNMENTS, "rest-hours"],
  "rest-summary": [...ASSIGNMENTS, "rest-hours"],
  // the expiry alerts name each holder with their phone and email
  alerts: [...CERTIFICATES, "crew-contact"],
  "missing-certificates": CERTIFICATES,
  "compliance-matrix": CERTIFICATES,
  "alert-summary": [...CERTIFICATES, "rest-hours"],
  events: [...CERTIFICATES, "rest-hours"],
  // the accounts' days aboard (tours), names and ranks, and the work hours beside them; every wages write
  // (scales, lines, allotments, the policy, a month's close) is not listed above, so it clears everything
  "portage-bill": [...ASSIGNMENTS, "rest-hours"],
  // who is aboard on the date (tours), their identity data and documents; a vessel's particulars and a
  // crew change's port call are written by routes not listed above, which clear everything
  "crew-list": CERTIFICATES,
  // the candidates' ranks, status, names and nationality (crew), their tours (rotations, crew), their
  // documents for the eligibility check; the vessel, the certificate requirements, the compliance policy
  // and the nationality rules are written by routes not listed above, which clear everything
  relievers: CERTIFICATES,
  // the session lookup (plugins/auth.ts)
  session: ["sessions"],
  // the dashboard's figures: the maintained counts of vessels, crew, documents and contracts, the crew
  // aboard and their compliance (tours, documents), the manning gaps (tours); a vessel's or a contract's
  // write is a route not listed above, which clears everything
  "dashboard-stats": CERTIFICATES,
  // the reports but the overview (which counts the activity log, appended to by every write): documents
  // with their holders, crew and contracts, crew aboard per vessel (tours)
  "report-compliance": CERTIFICATES,
  "report-crew-analysis": CERTIFICATES,
  "report-vessel-utilization": CERTIFICATES,
  // The lists' pages (the office's Crew, Document Center, contracts and fleet screens), answered whole with
  // their total. The crew list: each member's record with their contacts, vessel aboard (tours), active
  // contract (written by a crew member's edit, or by the contracts' routes, not listed above) and number of
  // current documents.
  "crew-page": [...CERTIFICATES, "crew-contact"],
  // documents with their holder's name and their file's name (the files' routes are not listed above)
  "documents-page": ["documents", "crew"],
  // contracts alone: a crew member's edit may change their active contract's dates
  "contracts-page": ["crew"],
  // a vessel's contracts with their holder's name
  "vessel-contracts": ["crew"],
  // vessels with their crew aboard (tours) and active contracts
  "vessels-page": ASSIGNMENTS,
  // crew changes with their seafarers' names and ranks, cleared with the assignments (the crew changes'
  // own routes are not listed above)
  "crew-changes-page": ASSIGNMENTS,
  // the search from anywhere: seafarers by name, rank and vessel aboard (tours), documents by number and
  // expiry with their holder (vessels, crew changes and certificate types by routes not listed above)
  search: CERTIFICATES,
  // the seafarers whose name and the certificate types whose name or code match a search term (the
  // Document Center's search): names only (the types are written by routes that clear everything)
  "document-search-terms": ["crew"],
};

/** Tables a cached list total (lib/cached-count.ts) may count from, and the resources that change them. */
const TABLE_TAGS: Record<string, readonly string[]> = {
  // written by a crew member's edit alone among the routes listed above (no trigger writes it); a contact
  // edit changes no count (no filter reads the phone, email or emergency contact)
  crew_members: ["crew"],
  documents: DOCUMENTS,
  document_search_groups: DOCUMENTS,
  vessels: [],
  rotations: ASSIGNMENTS,
  tours: ASSIGNMENTS,
  contracts: ASSIGNMENTS,
  crew_missing_certificates: CERTIFICATES,
  crew_compliance: CERTIFICATES,
  certificate_types: [],
};

/** The resources a count's SQL reads, from the tables it names; undefined (everything) if one is unknown. */
export function sqlTags(sql: string): readonly string[] | undefined {
  const tags = new Set<string>();
  for (const [, table] of sql.matchAll(/\b(?:from|join)\s+"?([a-z_]+)"?/gi)) {
    const of = TABLE_TAGS[table];
    if (!of) return undefined;
    for (const tag of of) tags.add(tag);
  }
  return [...tags];
}
