// Wages API (MLC A2.2, docs/regulations.md "Wages"): wage scales (admin), seafarers' monthly accounts and
// their lines, allotments, the vessel's portage bill and its closing. Thin routes: schema + permission +
// one service call.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZAgreement, ZAgreementDraftRequest, ZCompanyParticulars } from "../../../shared/agreements";
import {
  ZAllotment,
  ZAllotmentRequest,
  ZMemberMonthParams,
  ZPortageBill,
  ZVesselMonthParams,
  ZWageAccount,
  ZWageLineRequest,
  ZWagePolicy,
  ZWageScale,
  ZWageScaleRequest,
  ZWageScalesQuery,
} from "../../../shared/wages-api";
import { cachedRead } from "../../lib/request-ctx";
import { routesOf } from "../../lib/route";
import { logServiceRefusal } from "../../plugins/auth";
import { agreementPdfFor } from "./agreement-pdf";
import {
  editAgreementDraft,
  getAgreement,
  getCompanyParticulars,
  newAgreementVersion,
  setCompanyParticulars,
  signAgreement,
} from "./agreements";
import { payslipFor } from "./payslip";
import { getWagePolicy, setWagePolicy } from "./policy";
import { closePortageBill, getPortageBill } from "./portage";
import { createWageScale, listWageScales, updateWageScale } from "./scales";
import { addAllotment, addWageLine, getWageAccount, listAllotments } from "./service";
import { portageBillXlsx } from "./xlsx";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export default async function wageRoutes(app: FastifyInstance) {
  const route = routesOf(app, "wages");
  // Lines are open to every role and the service decides who enters what (the master aboard: cash advances
  // and bonded stores), so its 403s are logged here.
  const refusalLogged = logServiceRefusal(app, "may not enter this line or sign");

  route("GET /api/wage-scales", "wages:read", {
    summary: "Wage scales by rank (and vessel, collective agreement) with validity, currency and components",
    querystring: ZWageScalesQuery,
    ok: z.array(ZWageScale),
    handler: (ctx, request) => listWageScales(ctx, request.query),
  });

  route("POST /api/wage-scales", "wages:scales", {
    summary:
      "Add a wage scale (amounts in integer minor units, ISO 4217 currency); one overlapping the same rank and scope: 409",
    body: ZWageScaleRequest,
    created: ZWageScale,
    more: [404, 409],
    handler: (ctx, request) => createWageScale(ctx, request.body),
  });

  route("PUT /api/wage-scales/:id", "wages:scales", {
    summary:
      "Change a wage scale (validity, components); overlapping another of the same rank and scope: 409",
    body: ZWageScaleRequest,
    ok: ZWageScale,
    more: [409],
    handler: (ctx, request) => updateWageScale(ctx, request.params.id, request.body),
  });

  route.whole("/api/wage-policy", ZWagePolicy, {
    read: {
      permission: "wages:read",
      summary: "The company's wage policy: whether a tour's sign-on and sign-off days are paid",
      run: getWagePolicy,
    },
    replace: {
      permission: "wages:scales",
      summary: "Set the wage policy (which of the sign-on and sign-off days are paid)",
      body: ZWagePolicy,
      run: setWagePolicy,
    },
  });

  route("GET /api/crew/:id/wage-accounts/:month", "wages:accounts", {
    summary:
      "A seafarer's monthly wage account: earnings prorated by days aboard, lines, allotments, carried in and out (crew: own; master: own vessel's)",
    params: ZMemberMonthParams,
    ok: ZWageAccount,
    more: [404, 409],
    handler: (ctx, request) => getWageAccount(ctx, request.params.id, request.params.month),
  });

  route("GET /api/crew/:id/wage-accounts/:month/payslip.pdf", "wages:accounts", {
    config: { produces: ["application/pdf"] },
    summary: "The month's payslip as a PDF (crew: own; the master aboard: own vessel's; others 404)",
    params: ZMemberMonthParams,
    ok: z.any().describe("The payslip as application/pdf"),
    more: [404, 409],
    handler: async (ctx, request, reply) => {
      const { pdf, fileName } = await payslipFor(ctx, request.params.id, request.params.month);
      reply
        .type("application/pdf")
        .header("content-disposition", `inline; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  route("POST /api/crew/:id/wage-accounts/:month/lines", "wages:lines", {
    summary:
      "Enter a line on a seafarer's month (office; the master aboard: cash advances and bonded stores); closed month or not aboard: 409",
    params: ZMemberMonthParams,
    body: ZWageLineRequest,
    created: ZWageAccount,
    more: [404, 409],
    onError: refusalLogged,
    handler: (ctx, request) => addWageLine(ctx, request.params.id, request.params.month, request.body),
  });

  route("GET /api/crew/:id/allotments", "wages:allotments", {
    summary: "A seafarer's standing allotments (payee, bank details, amount or percent of the net)",
    ok: z.array(ZAllotment),
    handler: (ctx, request) => listAllotments(ctx, request.params.id),
  });

  route("POST /api/crew/:id/allotments", "wages:allotments", {
    summary: "Set up an allotment; over 100% of the net or beyond this month's net: 400",
    body: ZAllotmentRequest,
    created: ZAllotment,
    handler: (ctx, request) => addAllotment(ctx, request.params.id, request.body),
  });

  route("GET /api/vessels/:id/portage-bills/:month", "wages:portage", {
    summary:
      "The vessel's portage bill: every seafarer's account and totals per currency (format=xlsx: the workbook)",
    params: ZVesselMonthParams,
    querystring: z.object({ format: z.enum(["json", "xlsx"]).default("json") }),
    ok: ZPortageBill,
    more: [409],
    // The bill (JSON, and the workbook made from it) through the read cache: every seafarer's account over
    // the months their balance is carried through is the month's heaviest read of the wages screen.
    handler: async (ctx, request, reply) => {
      const { id, month } = request.params;
      const bill = await cachedRead(ctx, "portage-bill", { id, month }, () => getPortageBill(ctx, id, month));
      if (request.query.format !== "xlsx") return bill;
      const name = `portage-bill-${bill.vesselName}-${bill.month}.xlsx`.replace(/[^A-Za-z0-9._-]/g, "_");
      reply.type(XLSX).header("content-disposition", `attachment; filename="${name}"`);
      return reply.send(await portageBillXlsx(bill));
    },
  });

  route("POST /api/vessels/:id/portage-bills/:month/close", "wages:close", {
    summary: "Close the vessel's month: the accounts are kept as they are; later lines on them: 409",
    params: ZVesselMonthParams,
    ok: ZPortageBill,
    more: [409],
    handler: (ctx, request) => closePortageBill(ctx, request.params.id, request.params.month),
  });

  route.whole("/api/company-particulars", ZCompanyParticulars, {
    read: {
      permission: "company-particulars:read",
      summary:
        "The shipowner's name, address and standing terms every employment agreement states (MLC A2.1 para 4)",
      more: [404],
      run: getCompanyParticulars,
    },
    replace: {
      permission: "company-particulars:write",
      summary: "Set the company's particulars for employment agreements (notice at least 7 days)",
      body: ZCompanyParticulars,
      run: setCompanyParticulars,
    },
  });

  route("GET /api/contracts/:id/agreement", "agreements:read", {
    summary:
      "The contract's employment agreement (latest version): particulars of MLC A2.1 para 4, missing ones, state",
    ok: ZAgreement,
    handler: (ctx, request) => getAgreement(ctx, request.params.id),
  });

  route("GET /api/contracts/:id/agreement.pdf", "agreements:read", {
    config: { produces: ["application/pdf"] },
    summary: "The contract's employment agreement as a PDF",
    ok: z.any().describe("The agreement as application/pdf"),
    handler: async (ctx, request, reply) => {
      const { pdf, fileName } = await agreementPdfFor(ctx, request.params.id);
      reply.type("application/pdf").header("content-disposition", `inline; filename="${fileName}"`);
      return reply.send(Buffer.from(pdf));
    },
  });

  route("PUT /api/contracts/:id/agreement", "agreements:write", {
    summary: "Enter particulars on the draft (place of birth, place and date of the agreement); signed: 409",
    body: ZAgreementDraftRequest,
    ok: ZAgreement,
    more: [409],
    handler: (ctx, request) => editAgreementDraft(ctx, request.params.id, request.body),
  });

  route("POST /api/contracts/:id/agreement/sign", "agreements:sign", {
    summary: "Sign: the seafarer a complete draft of their own, then the office for the company",
    ok: ZAgreement,
    more: [409],
    onError: refusalLogged,
    handler: (ctx, request) => signAgreement(ctx, request.params.id),
  });

  route("POST /api/contracts/:id/agreement/versions", "agreements:write", {
    summary: "Open a new version after a signed one (a signed agreement is never edited)",
    created: ZAgreement,
    more: [409],
    handler: (ctx, request) => newAgreementVersion(ctx, request.params.id),
  });
}
