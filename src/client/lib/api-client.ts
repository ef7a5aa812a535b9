// The one fetch wrapper (spec §7–8). Sessions are httpOnly cookies, so requests only include credentials;
// a non-OK response throws an ApiError whose message is "{status}: {body text or status text}".
import type { ApiErrorBody } from "@shared/errors";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/http";
import { MAX_PAGE_SIZE } from "@shared/page-size";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON error body ({message, code?, issues?}), or null when the body was not JSON. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string, statusText: string, body: ApiErrorBody | null) {
    super(`${status}: ${text || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** The server's own message when it sent one, else the generic "{status}: ..." message. */
  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }

  get issues(): NonNullable<ApiErrorBody["issues"]> {
    return this.body?.issues ?? [];
  }
}

type QueryValue = string | number | boolean | null | undefined;

/** Appends the defined query values to a URL: withQuery("/api/crew", {vesselId: "x"}). */
export function withQuery(url: string, params?: Record<string, QueryValue>): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${url}${url.includes("?") ? "&" : "?"}${qs}` : url;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

async function request(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<Response> {
  const init: RequestInit = {
    method,
    credentials: "include",
    headers: { Accept: "application/json", ...headers },
  };
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    init.headers = { ...init.headers, "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    const json = parseJson(text);
    const errorBody = json && typeof json === "object" && "message" in json ? (json as ApiErrorBody) : null;
    throw new ApiError(res.status, text, res.statusText, errorBody);
  }
  return res;
}

async function readBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Sends `method` to `url` with an optional JSON (or FormData) body and returns the parsed JSON; `headers`
 * adds to the defaults (an Idempotency-Key).
 */
export async function api<T>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  return readBody<T>(await request(method, url, body, headers));
}

export interface ListResult<T> {
  items: T[];
  total: number;
  /** A keyset-paged list's next page (X-Next-Cursor), null on its last page or for offset-paged lists. */
  nextCursor: string | null;
}

/** GETs a paged list; the total comes from the X-Total-Count header (the item count when absent). */
export async function apiList<T>(url: string, params?: Record<string, QueryValue>): Promise<ListResult<T>> {
  const res = await request("GET", withQuery(url, params));
  const items = (await readBody<T[]>(res)) ?? [];
  const header = res.headers.get(TOTAL_COUNT_HEADER);
  const total = header !== null && header !== "" ? Number(header) : items.length;
  const nextCursor = res.headers.get(NEXT_CURSOR_HEADER) || null;
  return { items, total: Number.isFinite(total) ? total : items.length, nextCursor };
}

/** Every item of a paged list, MAX_PAGE_SIZE at a time (exports, a busy calendar month). */
export async function apiListAll<T>(url: string, params?: Record<string, QueryValue>): Promise<T[]> {
  const all: T[] = [];
  for (;;) {
    const page = await apiList<T>(url, { ...params, limit: MAX_PAGE_SIZE, offset: all.length });
    all.push(...page.items);
    if (page.items.length === 0 || all.length >= page.total) return all;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
