// Badge primitive (shadcn) with the product's status colours.
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium [&>svg]:size-3",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        destructive: "border-transparent bg-destructive text-destructive-foreground dark:bg-red-700",
        outline: "text-foreground",
        success: "border-transparent bg-compliance-green/15 text-green-800 dark:text-green-300",
        warning: "border-transparent bg-warning-amber/20 text-amber-800 dark:text-amber-300",
        danger: "border-transparent bg-destructive/15 text-red-800 dark:text-red-300",
        info: "border-transparent bg-ocean-blue/15 text-blue-800 dark:text-blue-300",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
