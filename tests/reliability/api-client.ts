// A tiny API client for the reliability suite: signs in through the real auth API and sends JSON.
export interface ApiResult {
  status: number;
  headers: Headers;
  body: unknown;
}

export interface Api {
  /** The session's bearer token, for requests made by hand (a raw upload). */
  token: string;
  send(method: string, path: string, body?: unknown): Promise<ApiResult>;
}

export async function signIn(url: string, username = "admin", password = "demo1234"): Promise<Api> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  return {
    token,
    async send(method, path, body) {
      const r = await fetch(`${url}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await r.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {}
      return { status: r.status, headers: r.headers, body: parsed };
    },
  };
}

/** A seeded pseudo-random generator (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
