// Wages API (MLC A2.1, A2.2): wage scales and the wage policy (admin), company particulars, a seafarer's
// monthly account with its lines and allotments, a vessel's portage bill and its closing, payslips, and a
// contract's employment agreement (particulars, missing ones, sign, versions). Keys and the write map here.
import type { TAgreement, TAgreementDraftRequest, TCompanyParticulars } from "@shared/agreements";
import { previousMonth, type WagePolicy } from "@shared/wages";
import type {
  TAllotment,
  TAllotmentRequest,
  TPortageBill,
  TWageAccount,
  TWageLineRequest,
  TWageScale,
  TWageScaleRequest,
} from "@shared/wages-api";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { throughQueue } from "@/lib/offline/through-queue";
import { invalidateAll, useWriteMutation } from "@/lib/write-mutation";

export const wageKeys = {
  all: QUERY_ROOTS.wages,
  scales: [...QUERY_ROOTS.wages, "scales"] as const,
  policy: [...QUERY_ROOTS.wages, "policy"] as const,
  company: [...QUERY_ROOTS.wages, "company"] as const,
  account: (crewId: string, month: string) => [...QUERY_ROOTS.wages, "account", crewId, month] as const,
  allotments: (crewId: string) => [...QUERY_ROOTS.wages, "allotments", crewId] as const,
  portage: (vesselId: string, month: string) => [...QUERY_ROOTS.wages, "portage", vesselId, month] as const,
  agreement: (contractId: string) => [...QUERY_ROOTS.wages, "agreement", contractId] as const,
};

/** What a wages write makes stale (lib/invalidation.ts). */
export const wagesWriteInvalidates = invalidatesOf("wages");

export const wageScalesQuery = queryOptions({
  queryKey: wageKeys.scales,
  queryFn: () => api<TWageScale[]>("GET", "/api/wage-scales"),
});

export const wagePolicyQuery = queryOptions({
  queryKey: wageKeys.policy,
  queryFn: () => api<WagePolicy>("GET", "/api/wage-policy"),
});

/** The company's particulars; null until an admin sets them (the API answers 404). */
export const companyParticularsQuery = queryOptions({
  queryKey: wageKeys.company,
  queryFn: async () => {
    try {
      return await api<TCompanyParticulars>("GET", "/api/company-particulars");
    } catch (e) {
      if (isApiError(e, 404)) return null;
      throw e;
    }
  },
});

export const wageAccountQuery = (crewId: string, month: string) =>
  queryOptions({
    queryKey: wageKeys.account(crewId, month),
    queryFn: () => api<TWageAccount>("GET", `/api/crew/${crewId}/wage-accounts/${month}`),
  });

/** How many months back the seafarer's payslips reach (this month first). */
export const PAYSLIP_MONTHS = 6;

export function payslipMonths(today: string): string[] {
  const months = [today.slice(0, 7)];
  while (months.length < PAYSLIP_MONTHS) months.push(previousMonth(months[months.length - 1]));
  return months;
}

export const allotmentsQuery = (crewId: string) =>
  queryOptions({
    queryKey: wageKeys.allotments(crewId),
    queryFn: () => api<TAllotment[]>("GET", `/api/crew/${crewId}/allotments`),
  });

export const portageBillQuery = (vesselId: string, month: string) =>
  queryOptions({
    queryKey: wageKeys.portage(vesselId, month),
    queryFn: () => api<TPortageBill>("GET", `/api/vessels/${vesselId}/portage-bills/${month}`),
    enabled: vesselId !== "",
  });

export const agreementQuery = (contractId: string) =>
  queryOptions({
    queryKey: wageKeys.agreement(contractId),
    queryFn: () => api<TAgreement>("GET", `/api/contracts/${contractId}/agreement`),
  });

export const payslipUrl = (crewId: string, month: string) =>
  `/api/crew/${crewId}/wage-accounts/${month}/payslip.pdf`;
export const portageXlsxUrl = (vesselId: string, month: string) =>
  `/api/vessels/${vesselId}/portage-bills/${month}?format=xlsx`;
export const agreementPdfUrl = (contractId: string) => `/api/contracts/${contractId}/agreement.pdf`;

export function useSaveWageScale() {
  return useWriteMutation(
    ({ id, body }: { id?: string; body: TWageScaleRequest }) =>
      id
        ? api<TWageScale>("PUT", `/api/wage-scales/${id}`, body)
        : api<TWageScale>("POST", "/api/wage-scales", body),
    wagesWriteInvalidates,
  );
}

export function usePutWagePolicy() {
  return useWriteMutation(
    (body: WagePolicy) => api<WagePolicy>("PUT", "/api/wage-policy", body),
    wagesWriteInvalidates,
  );
}

export function usePutCompanyParticulars() {
  return useWriteMutation(
    (body: TCompanyParticulars) => api<TCompanyParticulars>("PUT", "/api/company-particulars", body),
    wagesWriteInvalidates,
  );
}

export function useAddWageLine() {
  return useWriteMutation(
    ({ crewId, month, line }: { crewId: string; month: string; line: TWageLineRequest }) =>
      api<TWageAccount>("POST", `/api/crew/${crewId}/wage-accounts/${month}/lines`, line),
    wagesWriteInvalidates,
  );
}

export function useAddAllotment() {
  return useWriteMutation(
    ({ crewId, body }: { crewId: string; body: TAllotmentRequest }) =>
      api<TAllotment>("POST", `/api/crew/${crewId}/allotments`, body),
    wagesWriteInvalidates,
  );
}

export function useClosePortageBill() {
  return useWriteMutation(
    ({ vesselId, month }: { vesselId: string; month: string }) =>
      api<TPortageBill>("POST", `/api/vessels/${vesselId}/portage-bills/${month}/close`),
    wagesWriteInvalidates,
  );
}

export function useEditAgreementDraft() {
  return useWriteMutation(
    ({ contractId, body }: { contractId: string; body: TAgreementDraftRequest }) =>
      api<TAgreement>("PUT", `/api/contracts/${contractId}/agreement`, body),
    wagesWriteInvalidates,
  );
}

/** The company's signature and a new version (the office, online). */
export function useAgreementAction() {
  return useWriteMutation(
    ({ contractId, action }: { contractId: string; action: "sign" | "versions" }) =>
      api<TAgreement>("POST", `/api/contracts/${contractId}/agreement/${action}`),
    wagesWriteInvalidates,
  );
}

/**
 * The seafarer signs their agreement through the offline write queue (its own Idempotency-Key), like their
 * hours of rest: sent at once when online, else when the link returns; signed already: done.
 */
export function useSignOwnAgreement(contractId: string, userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      throughQueue({
        userId,
        kind: "agreement-sign",
        method: "POST",
        url: `/api/contracts/${contractId}/agreement/sign`,
        target: `agreement/${contractId}`,
      }),
    onSettled: () => invalidateAll(client, wagesWriteInvalidates),
  });
}
