// Document Review (/document-review): the office's queue of documents the crew uploaded
// for themselves; each is accepted (it becomes the member's current document) or rejected with a reason.
import { AccessRestricted } from "@/components/access-restricted";
import { PageHeader } from "@/components/page-header";
import { useCan } from "@/features/auth";
import { ReviewQueue } from "@/features/document-submissions";

export function DocumentReviewPage() {
  const allowed = useCan("document-submissions:review");
  if (!allowed)
    return (
      <AccessRestricted message="Reviewing uploads is for the office: your own uploads and the office's answers are in Documents." />
    );
  return (
    <>
      <PageHeader
        title="Document Review"
        description="Documents the crew uploaded for themselves: accept one to make it current, or reject it with a reason the seafarer reads"
      />
      <ReviewQueue />
    </>
  );
}
