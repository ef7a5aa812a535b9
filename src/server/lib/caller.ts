// Who is asking: every service takes the caller and narrows what it reads and writes to what they may see.
import type { Role } from "../../shared/roles";

export interface Caller {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** The crew member linked to this user (crew role), if any. */
  crewMemberId: string | null;
  ip?: string;
}
