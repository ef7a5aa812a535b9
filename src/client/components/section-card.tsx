// A titled card: title, optional description, and the content beneath (settings tabs, e-mail cards);
// QuerySectionCard is the one that shows a single query, with its loading, failure and empty states.
import type { ReactNode } from "react";
import { QueryState, type QueryStateProps } from "@/components/query-state";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

interface SectionCardFrame {
  title: ReactNode;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
}

export function SectionCard({
  title,
  description,
  className,
  contentClassName,
  children,
}: SectionCardFrame & { children: ReactNode }) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

/** A SectionCard whose content is one query's answer: skeleton rows, the failure or `empty` until then. */
export function QuerySectionCard<T>({
  title,
  description,
  className,
  contentClassName,
  ...state
}: SectionCardFrame & QueryStateProps<T>) {
  return (
    <SectionCard
      title={title}
      description={description}
      className={className}
      contentClassName={contentClassName}
    >
      <QueryState {...state} />
    </SectionCard>
  );
}
