// Who is asking: every service takes the caller and narrows what it reads and writes to what they may see.
import type { FastifyRequest } from "fastify";
import type { Role } from "../../shared/roles";
import { AppError } from "./app-error";

export interface Caller {
  id: string;
  username: string;
  name: string;
  role: Role;
  /** The crew member linked to this user (crew role), if any. */
  crewMemberId: string | null;
  ip?: string;
}

/** The signed-in caller of a route whose permission is not "public". */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError("UNAUTHENTICATED", "Please sign in");
  return request.caller;
}
