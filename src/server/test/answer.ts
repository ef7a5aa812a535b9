// The usual first look at an API answer in a test: its status, then its JSON body.
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/** Expects `res` to have answered `status`, then gives its JSON body. */
export function answer(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode).toBe(status);
  return res.json();
}
