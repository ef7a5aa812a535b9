// THE permission matrix: every API route × {anonymous, crew on their own record, crew on another member's
// record, office staff, admin} → the status the app answers, with real records and valid bodies, in
// password mode (AUTH_MODE=password: the demo sign-in routes answer 404 there; demo mode is auth.test.ts).
// A crew caller asking for another member's record gets 404 (the services narrow their queries to the
// caller's own member, so the record "does not exist" for them); a role the permission table leaves out
// gets 403; nobody signed in gets 401. Routes without a member in them send the same request in both crew
// columns, or ask for the other member through a filter (the answer is then the crew user's own data).
import { ACCESS_MATRIX } from "./access";
import { ADMIN_MATRIX } from "./admin";
import { CERTIFICATES_MATRIX } from "./certificates";
import { CREW_MATRIX } from "./crew";
import { SUBMISSIONS_MATRIX } from "./document-submissions";
import { DOCUMENTS_MATRIX } from "./documents";
import { IMPORTS_MATRIX } from "./imports";
import { MANNING_MATRIX } from "./manning";
import { OFFICE_MATRIX } from "./office";
import { PORT_PAPERWORK_MATRIX } from "./port-paperwork";
import { REST_HOURS_MATRIX } from "./rest-hours";
import type { MatrixRow } from "./row";
import { WAGES_MATRIX } from "./wages";

export type { MatrixRow } from "./row";

// One row per route, by area, in this order (mutating rows ask the fixtures for fresh records, so no row
// changes what a later one reads).
export const MATRIX: MatrixRow[] = [
  ...ACCESS_MATRIX,
  ...DOCUMENTS_MATRIX,
  ...CREW_MATRIX,
  ...OFFICE_MATRIX,
  ...ADMIN_MATRIX,
  ...REST_HOURS_MATRIX,
  ...CERTIFICATES_MATRIX,
  ...MANNING_MATRIX,
  ...IMPORTS_MATRIX,
  ...PORT_PAPERWORK_MATRIX,
  ...SUBMISSIONS_MATRIX,
  ...WAGES_MATRIX,
];
