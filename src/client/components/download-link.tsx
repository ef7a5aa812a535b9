// A file the server makes (a PDF record, payslip or agreement, the portage bill's .xlsx), as a link styled
// like an outline button. Where the visible text is short ("PDF"), `more` finishes its name for screen
// readers after the visible words (so the name still holds what is seen); `label` replaces the name.
import type { ReactNode } from "react";

export function DownloadLink({
  href,
  label,
  more,
  children,
}: {
  href: string;
  label?: string;
  more?: string;
  children: ReactNode;
}) {
  return (
    <a
      className="inline-flex h-9 min-w-0 items-center gap-2 rounded-md border px-3 text-sm font-medium whitespace-nowrap hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      href={href}
      download
      aria-label={label}
    >
      {children}
      {more && <span className="sr-only"> {more}</span>}
    </a>
  );
}
