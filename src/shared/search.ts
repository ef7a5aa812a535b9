// Search from anywhere (the command palette, Ctrl+K / ⌘K): one request finds seafarers (name, passport or
// CDC number), vessels (name, IMO number), documents (number) and crew changes (port, UN/LOCODE), each
// narrowed to what the caller may see (a crew user: their own record and documents only).
import { z } from "zod";
import { labelledValues } from "./labelled";

/** The palette's group headings, in the order the groups are shown. */
export const SEARCH_KIND_LABELS = {
  crew: "Seafarers",
  vessel: "Vessels",
  document: "Documents",
  "crew-change": "Crew changes",
};
export const SEARCH_KINDS = labelledValues(SEARCH_KIND_LABELS);
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LIMIT = 20;

export const ZSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_MIN_LENGTH, `Type at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100, "At most 100 characters"),
  /** At most this many results of each kind. */
  limit: z.coerce.number().int().min(1).max(SEARCH_MAX_LIMIT).default(5),
});
export type TSearchQuery = z.input<typeof ZSearchQuery>;

export const ZSearchResult = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string().uuid(),
  title: z.string(),
  subtitle: z.string(),
  /** Where the app shows the record (a client route with its query). */
  url: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = z.object({ results: z.array(ZSearchResult) });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;
