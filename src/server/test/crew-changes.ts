// Plans a crew change through the API as the office (POST /api/crew-changes): in Rotterdam, with no
// on-signers and no off-signers, unless the payload names its own.
import type { TestContext } from "./helpers";

export const planCrewChange = (ctx: TestContext, payload: Record<string, unknown>) =>
  ctx.as("office_staff", {
    method: "POST",
    url: "/api/crew-changes",
    payload: { port: "Rotterdam", onSigners: [], offSigners: [], ...payload },
  });
