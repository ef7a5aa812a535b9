// Class-name helper of the shadcn pattern: conditional classes, with later Tailwind classes winning.
import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
