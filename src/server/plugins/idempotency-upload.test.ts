// Idempotency-Key on a seafarer's document upload, on PGlite and PostgreSQL: the offline queue
// replays the three requests of an upload (the slot, the bytes, the document's create), each under its own
// key; sent twice, each answers the same the second time and writes nothing more. The checks count rows
// and activity entries, not the create's answer: what a crew upload creates may change (office review).
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../db/schema";
import { documents, storedFiles } from "../db/schema-documents";
import { JPEG, PDF, putToSlot } from "../test/files";
import { buildTestContext, type TestContext } from "../test/helpers";
import { ENGINE } from "../test/test-database";

describe(`Idempotency-Key on the upload (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  /** How many rows an upload can add: slots and files, documents, activity entries. */
  const counts = async () => ({
    files: (await ctx.db.select({ n: count() }).from(storedFiles))[0].n,
    documents: (await ctx.db.select({ n: count() }).from(documents))[0].n,
    activity: (await ctx.db.select({ n: count() }).from(activityLog))[0].n,
  });
  const slot = (key: string, filename = "renewed-visa.jpg") =>
    ctx.as("crew", {
      method: "POST",
      url: "/api/upload",
      headers: { "idempotency-key": key },
      payload: { filename, fileType: "image/jpeg" },
    });
  const bytes = (key: string, url: string, body: Buffer) =>
    ctx.as("crew", {
      method: "PUT",
      url,
      headers: { "idempotency-key": key, "content-type": "image/jpeg" },
      payload: body,
    });
  const create = (key: string, filePath: string) =>
    ctx.as("crew", {
      method: "POST",
      url: "/api/documents",
      headers: { "idempotency-key": key },
      payload: {
        type: "visa",
        documentNumber: "V-OFFLINE-1",
        issueDate: "2026-01-01",
        expiryDate: "2028-01-01",
        issuingAuthority: "Embassy",
        filePath,
      },
    });

  it("each step of an upload sent twice under its key: one slot, one file, one document, the same answers", async () => {
    const before = await counts();
    const s1 = await slot("w-upload-0001.slot");
    const afterSlot = await counts(); // (the first request as crew also signs in: an activity entry)
    expect(afterSlot.files).toBe(before.files + 1);
    const s2 = await slot("w-upload-0001.slot");
    expect([s1.statusCode, s2.statusCode]).toEqual([200, 200]);
    expect(s2.json()).toEqual(s1.json());
    expect(s2.headers["idempotent-replayed"]).toBe("true");
    const { uploadURL, filePath } = s1.json() as { uploadURL: string; filePath: string };
    expect(await counts()).toEqual(afterSlot);

    const b1 = await bytes("w-upload-0001.file", uploadURL, JPEG);
    const afterBytes = await counts();
    const b2 = await bytes("w-upload-0001.file", uploadURL, JPEG);
    expect([b1.statusCode, b2.statusCode]).toEqual([200, 200]);
    expect(b2.json()).toEqual(b1.json());
    expect(b2.headers["idempotent-replayed"]).toBe("true");
    expect(await counts()).toEqual(afterBytes); // no second activity entry, no second file
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath));
    expect(file.status).toBe("stored");

    const c1 = await create("w-upload-0001", filePath);
    expect(c1.statusCode).toBeGreaterThanOrEqual(200);
    expect(c1.statusCode).toBeLessThan(300);
    const afterCreate = await counts();
    expect(afterCreate.activity).toBeGreaterThan(afterBytes.activity);
    const c2 = await create("w-upload-0001", filePath);
    expect(c2.statusCode).toBe(c1.statusCode);
    expect(c2.json()).toEqual(c1.json());
    expect(c2.headers["idempotent-replayed"]).toBe("true");
    expect(await counts()).toEqual(afterCreate);
  });

  it("the bytes are part of the request: the same key with other bytes is a 409 and stores nothing", async () => {
    const { uploadURL, filePath } = (await slot("w-upload-0002.slot", "scan.pdf")).json() as {
      uploadURL: string;
      filePath: string;
    };
    expect((await bytes("w-upload-0002.file", uploadURL, JPEG)).statusCode).toBe(200);
    const before = await counts();
    const other = await ctx.as("crew", {
      method: "PUT",
      url: uploadURL,
      headers: { "idempotency-key": "w-upload-0002.file", "content-type": "application/pdf" },
      payload: PDF,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/different request/);
    expect(await counts()).toEqual(before);
    const [file] = await ctx.db.select().from(storedFiles).where(eq(storedFiles.id, filePath));
    expect(file.mimeType).toBe("image/jpeg");
  });

  it("without a key, sending the bytes again to a used slot is refused (what the key spares the queue)", async () => {
    const { uploadURL } = (await slot("w-upload-0003.slot")).json() as { uploadURL: string };
    expect((await bytes("w-upload-0003.file", uploadURL, JPEG)).statusCode).toBe(200);
    const again = await putToSlot(ctx, "crew", uploadURL, "image/jpeg", JPEG);
    expect(again.statusCode).toBe(409);
  });
});
