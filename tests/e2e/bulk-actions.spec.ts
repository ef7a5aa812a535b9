// Bulk actions an office runs in its first week, on their screens. The crew list: choose seafarers, set
// their vessel (one assigned, one refused for a clash with a rotation planned elsewhere, one refused by the
// certificate check, each in words), then set a rank (noted where the vessel's safe manning has no such
// position). The alerts screen: contact everyone whose documents expire in a range (the recipients with
// their documents first, one without an e-mail address named, confirm once, each outcome). Axe and
// screenshots at 1280 and 375 px, light and dark (BULK_SHOTS=dir).
import { type APIResponse, expect, type Locator, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeViolations } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

const uid = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const family = `Bulk${uid}`;
const shift = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function looksRight(page: Page, dialog: Locator, name: string) {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(dialog).toBeVisible();
      const bad = await axeViolations(page, "[role=dialog]");
      expect(bad.map((v) => `${name} ${width} ${theme} ${v.id}: ${v.targets.join(", ")}`)).toEqual([]);
      const dir = process.env.BULK_SHOTS;
      if (dir) await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

async function created(res: APIResponse) {
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id as string;
}

async function seafarer(page: Page, firstName: string, extra: Record<string, string> = {}) {
  return created(
    await page.request.post("/api/crew", {
      data: {
        firstName,
        lastName: family,
        nationality: "Filipino",
        dateOfBirth: "1990-01-01",
        rank: "Able Seaman",
        status: "active",
        ...extra,
      },
    }),
  );
}

test("the office sets the vessel, then the rank, of several seafarers from the crew list", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const vesselName = `MV Bulk Here ${uid}`;
  const here = await created(
    await page.request.post("/api/vessels", {
      data: { name: vesselName, type: "Bulk Carrier", flag: "Liberia", status: "active" },
    }),
  );
  const there = await created(
    await page.request.post("/api/vessels", {
      data: { name: `MV Bulk There ${uid}`, type: "Bulk Carrier", flag: "Liberia", status: "active" },
    }),
  );
  const manning = await page.request.put(`/api/vessels/${here}/safe-manning`, {
    data: { positions: [{ rank: "Able Seaman", count: 3 }] },
  });
  expect(manning.status(), await manning.text()).toBe(200);
  const ana = await seafarer(page, "Ana");
  const ben = await seafarer(page, "Ben");
  await seafarer(page, "Cy");
  for (const id of [ana, ben]) await giveCertificates(page, id, "Able Seaman");
  await created(
    await page.request.post("/api/rotations", {
      data: {
        crewMemberId: ben,
        vesselId: there,
        joinDate: shift(20),
        leaveDate: shift(80),
        rotationType: "join",
      },
    }),
  );

  await page.goto(`/crew?q=${family}`);
  await expect(page.getByTestId("crew-row")).toHaveCount(3);
  await page.getByRole("checkbox", { name: "Select every crew member on this page" }).check();
  await expect(page.getByText("3 crew members selected")).toBeVisible();
  await page.getByRole("button", { name: "Set vessel" }).click();
  const dialog = page.getByRole("dialog", { name: "Set the vessel of 3" });
  await expect(dialog.getByRole("button", { name: "Set vessel" })).toBeDisabled();
  await dialog.getByRole("combobox", { name: "New vessel" }).click();
  await page.getByRole("combobox", { name: "Search vessels by name" }).fill(vesselName);
  await page.getByRole("option", { name: vesselName }).click();
  const records = dialog.getByRole("list", { name: "Records" });
  await expect(records.getByRole("listitem")).toHaveCount(3);
  await expect(records).toContainText(`Ana ${family}: ashore → ${vesselName}`);
  await looksRight(page, dialog, "bulk-vessel-preview");
  await dialog.getByRole("button", { name: "Set vessel" }).click();

  await expect(dialog.getByText("1 done, 2 refused", { exact: true })).toBeVisible();
  const outcome = dialog.getByRole("list", { name: "Outcome per record" });
  await expect(outcome.getByRole("listitem").nth(0)).toHaveText(`Ana ${family}: done`);
  await expect(outcome.getByRole("listitem").nth(1)).toContainText(
    `Ben ${family}: refused: Ben ${family} is already on MV Bulk There ${uid}`,
  );
  await expect(outcome.getByRole("listitem").nth(2)).toContainText(`Cy ${family}: refused:`);
  await looksRight(page, dialog, "bulk-vessel-outcome");
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(page.getByText(/crew members? selected/)).toBeHidden();
  const anaRow = page.getByTestId("crew-row").filter({ hasText: `Ana ${family}` });
  await expect(anaRow).toContainText(vesselName);

  await anaRow.getByRole("checkbox", { name: `Select Ana ${family}` }).check();
  await page.getByRole("button", { name: "Set rank" }).click();
  const rankDialog = page.getByRole("dialog", { name: "Set the rank of 1" });
  await rankDialog.getByRole("combobox", { name: "New rank" }).click();
  await page.getByRole("option", { name: "Bosun", exact: true }).click();
  await expect(rankDialog.getByRole("list", { name: "Records" })).toHaveText(
    `Ana ${family}: Able Seaman → Bosun`,
  );
  await rankDialog.getByRole("button", { name: "Set rank" }).click();
  const done = rankDialog.getByRole("list", { name: "Outcome per record" });
  await expect(done).toContainText(`Ana ${family}: done`);
  await expect(done).toContainText(`${vesselName}'s safe manning has no Bosun position`);
  await rankDialog.getByRole("button", { name: "Close" }).first().click();
  await expect(anaRow).toContainText("Bosun");
});

test("the office e-mails everyone whose documents expire in a range, after seeing who", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const year = new Date().getFullYear() + 9;
  const mailed = await seafarer(page, "Dee", { email: `dee.${uid}@ship.test` });
  const silent = await seafarer(page, "Eve");
  for (const [id, day] of [
    [mailed, `${year}-03-02`],
    [silent, `${year}-03-05`],
  ])
    await created(
      await page.request.post("/api/documents", {
        data: {
          crewMemberId: id,
          type: "medical",
          documentNumber: `MED-${uid}-${day}`,
          issueDate: `${year - 2}-03-01`,
          expiryDate: day,
          issuingAuthority: "E2E Clinic",
        },
      }),
    );

  await page.goto("/alerts");
  await page.getByRole("button", { name: "Contact by expiry" }).click();
  const form = page.getByRole("dialog", { name: "Contact by expiry date" });
  await form.getByLabel("Expiring from").fill(`${year}-03-01`);
  await form.getByLabel("Expiring to").fill(`${year}-03-10`);
  await form.getByLabel("Subject").fill(`Renewals ${uid}`);
  await looksRight(page, form, "contact-expiring-form");
  await form.getByRole("button", { name: "Preview recipients" }).click();

  const confirm = page.getByRole("dialog", { name: "E-mail 1 seafarer?" });
  const records = confirm.getByRole("list", { name: "Records" });
  await expect(records.getByRole("listitem")).toHaveCount(2);
  await expect(records.getByRole("listitem").nth(0)).toContainText(
    `Dee ${family} — Medical Certificate MED-${uid}-${year}-03-02 expires Mar 02, ${year}`,
  );
  await expect(records.getByRole("listitem").nth(1)).toContainText(
    `Eve ${family} has no e-mail address on file`,
  );
  await looksRight(page, confirm, "contact-expiring-preview");
  await confirm.getByRole("button", { name: "Send 1 e-mail" }).click();
  await expect(confirm.getByText("1 done, 1 refused", { exact: true })).toBeVisible();
  const outcome = confirm.getByRole("list", { name: "Outcome per record" });
  await expect(outcome.getByRole("listitem").nth(0)).toContainText(`Dee ${family}: done`);
  await expect(outcome.getByRole("listitem").nth(1)).toContainText(`Eve ${family}: refused:`);
  await looksRight(page, confirm, "contact-expiring-outcome");
  await confirm.getByRole("button", { name: "Close" }).first().click();
  await expect(confirm).toBeHidden();
});
