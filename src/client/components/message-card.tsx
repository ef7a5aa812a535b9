// A centred card with a message and a "Go to Dashboard" button: the unknown-path page and the
// access-restricted screen.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export function MessageCard({
  className,
  contentClassName,
  button,
  children,
}: {
  className?: string;
  contentClassName?: string;
  /** The dashboard button's look. */
  button?: { variant?: "outline"; className?: string };
  children: ReactNode;
}) {
  return (
    <div className="flex justify-center py-12">
      <Card className={cn("w-full max-w-md", className)}>
        <CardContent className={cn("flex flex-col gap-4", contentClassName)}>
          {children}
          <Button asChild variant={button?.variant} className={button?.className}>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
