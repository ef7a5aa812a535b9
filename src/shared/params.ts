// Path parameters shared by the API routes.
import { z } from "zod";

// Ids are lower-cased: PostgreSQL matches a uuid in any case, so a service comparing an id with the
// caller's (e.g. "you cannot disable your own account") must see the same canonical text.
export const ZIdParams = z.object({ id: z.uuid("Not a valid id").toLowerCase() });
export type TIdParams = z.infer<typeof ZIdParams>;
