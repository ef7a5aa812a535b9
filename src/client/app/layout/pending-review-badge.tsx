// The navigation's count of crew uploads waiting for the office's review; nothing when
// none wait, and nothing for callers who may not review. It reads the light submissions api only, so the
// shell's initial JS stays within its budget.
import { Badge } from "@/components/ui/badge";
import { useCan } from "@/features/auth";
import { usePendingSubmissionCount } from "@/features/document-submissions/api";

export function PendingReviewBadge() {
  const canReview = useCan("document-submissions:review");
  const { data: count } = usePendingSubmissionCount(canReview);
  if (!canReview || !count) return null;
  return (
    <Badge variant="warning" className="ml-auto" data-testid="pending-review-count">
      {count > 99 ? "99+" : count}
      <span className="sr-only"> waiting</span>
    </Badge>
  );
}
