// How a row names a seafarer: their id, names and rank, as the crew change checks, the wage accounts and the
// hours of rest select them (the office's month and a seafarer's own record).
import { crewMembers } from "../db/schema-fleet";

/** A crew member's id, first and last name and rank. */
export const crewNameColumns = {
  id: crewMembers.id,
  firstName: crewMembers.firstName,
  lastName: crewMembers.lastName,
  rank: crewMembers.rank,
};
