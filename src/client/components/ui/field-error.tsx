// A form field's error text. Its red keeps 4.5:1 contrast on cards in both themes; link it to the
// input with aria-describedby (the input also gets aria-invalid).
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const ERROR_TEXT_CLASS = "text-red-700 dark:text-red-400";

export function FieldError({ className, children, ...props }: ComponentProps<"p">) {
  if (!children) return null;
  return (
    <p data-slot="field-error" className={cn("text-sm", ERROR_TEXT_CLASS, className)} {...props}>
      {children}
    </p>
  );
}
