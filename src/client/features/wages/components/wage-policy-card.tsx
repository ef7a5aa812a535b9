// The company's wage policy (the admin sets it, the office reads it): whether a tour's sign-on and
// sign-off days are paid (shared/wages.ts paidDays).
import { useQuery } from "@tanstack/react-query";
import { QuerySectionCard } from "@/components/section-card";
import { SwitchRow } from "@/components/switch-row";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { useCan } from "@/features/auth";
import { usePutWagePolicy, wagePolicyQuery } from "../api";

export function WagePolicyCard() {
  const query = useQuery(wagePolicyQuery);
  const admin = useCan("wages:scales");
  const put = usePutWagePolicy();
  return (
    <QuerySectionCard
      title="Wage policy"
      description={
        admin
          ? "Which days of a tour are paid; every open month's account follows at once."
          : "Which days of a tour are paid (set by an administrator)."
      }
      query={query}
      label="Loading the wage policy"
      error="Could not load the wage policy"
      retry
    >
      {(p) => (
        <div className="divide-y">
          {(
            [
              ["payFirstDay", "The sign-on day is paid"],
              ["payLastDay", "The sign-off day is paid"],
            ] as const
          ).map(([key, label]) => (
            <SwitchRow
              key={key}
              label={label}
              checked={p[key]}
              disabled={!admin || put.isPending}
              onChange={(on) =>
                put.mutate(
                  { ...p, [key]: on },
                  {
                    onSuccess: () => toastSuccess("Wage policy saved"),
                    onError: () => toastError("Failed to save the wage policy"),
                  },
                )
              }
            />
          ))}
        </div>
      )}
    </QuerySectionCard>
  );
}
