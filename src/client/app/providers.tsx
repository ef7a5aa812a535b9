// App-wide providers, outermost first: server state, theme, tooltips, auth; the toaster sits alongside,
// loaded as its own chunk (Radix Toast is not needed for the first paint; a toast raised before it arrives
// waits in the store, components/ui/use-toast.ts, and shows when it does).
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AuthProvider } from "@/features/auth";
import { queryClient } from "@/lib/query-client";
import { ThemeProvider } from "./theme-provider";

const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <AuthProvider>
            {children}
            <Suspense fallback={null}>
              <Toaster />
            </Suspense>
          </AuthProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
