// A seafarer who signs in: a crew user of their own, linked to a new crew member, and its bearer token,
// for the tests where seafarers (and the masters among them) act on their own records.
import { createUser } from "../modules/users/service";
import { createCrewMember } from "./factories";
import { TEST_PASSWORD, type TestContext } from "./helpers";

/** Creates the user `name` (password TEST_PASSWORD) linked to a new member built from `member`, signs in. */
export async function signedInCrewUser(
  ctx: Pick<TestContext, "app" | "db">,
  name: string,
  member: Parameters<typeof createCrewMember>[1] = {},
): Promise<{ memberId: string; token: string }> {
  const user = await createUser(ctx.db, {
    username: name,
    password: TEST_PASSWORD,
    role: "crew",
    name,
    email: `${name}@test.local`,
  });
  const m = await createCrewMember(ctx.db, { ...member, userId: user.id });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { username: name, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login as ${name} failed: ${res.statusCode} ${res.body}`);
  return { memberId: m.id, token: res.json().token as string };
}
