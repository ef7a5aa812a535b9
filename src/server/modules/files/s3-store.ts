// The object store (FILE_STORE=s3): uploaded bytes as objects in an S3-compatible bucket (AWS S3, MinIO,
// Ceph, Garage, R2, ...), one object per stored file under S3_PREFIX + its storage key. Requests are
// signed with AWS Signature V4 (aws4fetch's signer, UNSIGNED-PAYLOAD so a body is streamed, never
// buffered to hash it) and sent with node:http(s), so uploads and downloads are piped straight through.
// A PUT that does not complete (client gone, type refused, app killed) leaves no object: S3 stores an
// object only when its whole body arrived.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AwsV4Signer } from "aws4fetch";
import { bytesOf, checkKey, type FileStore, holdErrors, readAll, SAFE_KEY } from "./store";

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com or http://127.0.0.1:9000 */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (MinIO, most self-hosted servers) instead of the host name. */
  forcePathStyle: boolean;
  /** Prepended to every key (e.g. "crewfleet/"), so one bucket can serve several installations. */
  prefix: string;
}

/** Tries of a request without a body that S3 answers 500 or 503. */
const RETRIES = 3;

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ObjectStore = FileStore & {
  /** Start-up check: the bucket answers to these credentials (else the app refuses to start). */
  check(): Promise<void>;
};

export function s3Store(cfg: S3Config): ObjectStore {
  const base = new URL(cfg.endpoint);
  const urlOf = (key = "", query = "") => {
    const u = new URL(base.toString());
    const path = u.pathname.replace(/\/$/, "");
    // the bucket itself as "/bucket", no trailing slash (what the AWS SDKs sign, and servers expect)
    if (cfg.forcePathStyle) u.pathname = `${path}/${cfg.bucket}${key ? `/${key}` : ""}`;
    else {
      u.hostname = `${cfg.bucket}.${u.hostname}`;
      u.pathname = `${path}/${key}`;
    }
    u.search = query;
    return u;
  };

  async function request(
    method: string,
    url: URL,
    opts: { body?: Readable; size?: number } = {},
    attempt = 1,
  ): Promise<IncomingMessage> {
    const signed = await new AwsV4Signer({
      method,
      url: url.toString(),
      headers: { "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
      accessKeyId: cfg.accessKeyId,
      secretAccessKey: cfg.secretAccessKey,
      service: "s3",
      region: cfg.region,
    }).sign();
    const headers: Record<string, string> = Object.fromEntries(signed.headers.entries());
    if (opts.size !== undefined) headers["content-length"] = String(opts.size);
    const client = url.protocol === "https:" ? https : http;
    const req = client.request(signed.url, { method, headers });
    const answered = new Promise<IncomingMessage>((resolve, reject) => {
      req.once("response", resolve);
      req.once("error", reject);
    });
    if (!opts.body) {
      req.end();
      const res = await answered;
      // S3 asks clients to retry 500 and 503 (InternalError, SlowDown); a request without a body can be
      if ((res.statusCode === 500 || res.statusCode === 503) && attempt < RETRIES) {
        res.resume();
        return request(method, url, opts, attempt + 1);
      }
      return res;
    }
    // the body's own error (a refused type, a client gone) wins over the socket error it causes
    const sent = pipeline(opts.body, req).then(
      () => null,
      (err: Error) => {
        req.destroy(err);
        return err;
      },
    );
    const res = await answered.catch(async (err) => {
      throw (await sent) ?? err;
    });
    const bodyError = res.statusCode === 200 ? await sent : null;
    if (bodyError) throw bodyError;
    return res;
  }

  /** Consumes an answer; anything but the `ok` statuses throws an S3Error with S3's error code. */
  async function expectStatus(res: IncomingMessage, ok: number[], what: string): Promise<void> {
    if (ok.includes(res.statusCode ?? 0)) {
      res.resume();
      return;
    }
    const text = (await readAll(res)).toString("utf8");
    res.destroy();
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1] ?? "";
    throw new S3Error(res.statusCode ?? 0, `S3 ${what} answered ${res.statusCode} ${code}`.trim());
  }

  async function putFromTempFile(key: string, body: Readable) {
    // S3 needs the length before the body: an upload without Content-Length is spooled to disk first
    const dir = await mkdtemp(join(tmpdir(), "crewfleet-s3-"));
    try {
      const path = join(dir, "body");
      await pipeline(body, createWriteStream(path));
      const { size } = await stat(path);
      await store.put(key, createReadStream(path), size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  const list = (query: Record<string, string>) =>
    request(
      "GET",
      urlOf("", new URLSearchParams({ "list-type": "2", prefix: cfg.prefix, ...query }).toString()),
    );

  const store: ObjectStore = {
    kind: "s3",
    async check() {
      try {
        await expectStatus(await request("HEAD", urlOf()), [200], "HEAD bucket");
      } catch (err) {
        throw new Error(
          `FILE_STORE=s3: the bucket ${cfg.bucket} at ${cfg.endpoint} cannot be reached (${(err as Error).message}). Check S3_ENDPOINT, S3_BUCKET, S3_REGION, the credentials and S3_FORCE_PATH_STYLE.`,
        );
      }
    },
    async put(key, body, size) {
      holdErrors(body);
      if (size === undefined) return putFromTempFile(key, body);
      const res = await request("PUT", urlOf(cfg.prefix + checkKey(key)), { body, size });
      await expectStatus(res, [200], `PUT ${key}`);
    },
    async open(key) {
      const res = await request("GET", urlOf(cfg.prefix + checkKey(key)));
      if (res.statusCode === 404) {
        res.resume();
        return null;
      }
      if (res.statusCode !== 200) await expectStatus(res, [200], `GET ${key}`);
      return { stream: res, size: Number(res.headers["content-length"]) || undefined };
    },
    get: (key) => bytesOf(store, key),
    async delete(key) {
      await expectStatus(
        await request("DELETE", urlOf(cfg.prefix + checkKey(key))),
        [200, 204, 404],
        `DELETE ${key}`,
      );
    },
    async keys() {
      const keys: string[] = [];
      let token = "";
      for (;;) {
        const res = await list(token ? { "continuation-token": token } : {});
        if (res.statusCode !== 200) await expectStatus(res, [200], "LIST");
        const xml = (await readAll(res)).toString("utf8");
        for (const m of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const key = m[1].slice(cfg.prefix.length);
          if (m[1].startsWith(cfg.prefix) && SAFE_KEY.test(key)) keys.push(key);
        }
        token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? "";
        if (!/<IsTruncated>true<\/IsTruncated>/.test(xml) || !token) return keys;
      }
    },
  };
  return store;
}
