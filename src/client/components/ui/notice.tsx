// A boxed message in the flow of a screen, card or dialog (a warning before a delete, what a crew list
// lacks, a renewal that supersedes): one look per tone across the app, from the design tokens, so it reads
// in the light and the dark theme and on paper (print.css maps the dark icon shades back). The caller
// gives the role, since one box interrupts (role="alert"), another only informs (role="status") or none.
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

const TONES = {
  warning: { box: "border-warning-amber/50 bg-warning-amber/10", icon: "text-amber-700 dark:text-amber-300" },
  success: {
    box: "border-compliance-green/50 bg-compliance-green/10",
    icon: "text-green-700 dark:text-green-300",
  },
} as const;

export type NoticeTone = keyof typeof TONES;

export function Notice({
  tone = "warning",
  icon: Icon,
  className,
  children,
  ...props
}: ComponentProps<"div"> & {
  tone?: NoticeTone;
  /** Leads the text, centred on its first line and sized with the text (text-sm or a banner's text-base). */
  icon?: LucideIcon;
}) {
  const { box, icon } = TONES[tone];
  return (
    <div
      className={cn(
        "rounded-md border p-3 text-sm text-foreground",
        box,
        Icon && "flex items-start gap-3",
        className,
      )}
      {...props}
    >
      {Icon ? (
        <>
          <span className="flex h-lh shrink-0 items-center">
            <Icon className={cn("size-[1.25em]", icon)} aria-hidden />
          </span>
          <div className="min-w-0 flex-1">{children}</div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
