// Crew uploads waiting for the office's review, made through the API as the demo crew
// user on a request context of its own (so the page's session and role are left as they are).
import { type APIRequestContext, expect, request, test } from "@playwright/test";

export async function crewApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post("/api/auth/demo")).ok()).toBe(true);
  expect((await api.post("/api/auth/switch-role", { data: { role: "crew" } })).ok()).toBe(true);
  return api;
}

/** A photo of a renewed medical certificate, sent as the crew UI sends it: 202 and a pending submission. */
export async function submitAsCrew(
  api: APIRequestContext,
  documentNumber: string,
  photo?: Buffer,
): Promise<{ id: string; documentNumber: string }> {
  let filePath: string | undefined;
  if (photo) {
    const slot = await (
      await api.post("/api/upload", { data: { filename: "certificate.png", fileType: "image/png" } })
    ).json();
    const put = await api.put(slot.uploadURL, { headers: { "content-type": "image/png" }, data: photo });
    expect(put.ok()).toBe(true);
    filePath = slot.filePath;
  }
  const res = await api.post("/api/documents", {
    data: {
      type: "medical",
      documentNumber,
      issueDate: "2026-01-05",
      expiryDate: "2028-01-04",
      issuingAuthority: "Port Health Clinic",
      ...(filePath ? { filePath } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  return res.json();
}
