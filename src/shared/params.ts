// Path parameters shared by the API routes.
import { z } from "zod";

export const ZIdParams = z.object({ id: z.uuid("Not a valid id") });
export type TIdParams = z.infer<typeof ZIdParams>;
