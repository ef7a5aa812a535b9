// A ghost icon-only button: `label` is its accessible name, the icon is hidden from screen readers.
import type { LucideIcon } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "@/components/ui/button";

export function IconButton({
  label,
  icon: Icon,
  ...props
}: { label: string; icon: LucideIcon } & Omit<ComponentProps<typeof Button>, "children" | "size">) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Icon aria-hidden />
    </Button>
  );
}
