// Saving a checked crew-change plan (planned from a gap, or edited): the override reason the check may ask
// for, then the save with it; a refusal (409: a clash found on the server) shows its reason in the form,
// field errors go to their fields, any other failure is a toast.
import { useState } from "react";
import type { FieldValues, UseFormSetError } from "react-hook-form";
import { toastError } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/server-errors";
import type { PlanCheck } from "./plan-check";

type Override = { override?: { reason: string } };

export function usePlanSave<T extends FieldValues>(
  plan: PlanCheck,
  setError: UseFormSetError<T>,
  failure: string,
) {
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const [refusal, setRefusal] = useState("");
  /** Runs `save` with the override reason given (if any), unless the check needs one and it is blank. */
  const submit = async (save: (override: Override) => Promise<void>) => {
    if (plan.needsReason && !reason.trim()) return setReasonError("Give a reason for the override");
    setRefusal("");
    try {
      await save(reason.trim() ? { override: { reason: reason.trim() } } : {});
    } catch (error) {
      if (isApiError(error, 409)) setRefusal(error.serverMessage);
      else if (!applyServerErrors(error, setError)) toastError(failure);
    }
  };
  const onReason = (r: string) => {
    setReason(r);
    setReasonError(undefined);
  };
  return { submit, refusal, review: { plan, reason, onReason, reasonError } };
}

/** The server's refusal of the last save, if any. */
export function PlanRefusal({ refusal }: { refusal: string }) {
  if (!refusal) return null;
  return (
    <p role="alert" className="rounded border border-red-700 p-2 text-sm">
      {refusal}
    </p>
  );
}
