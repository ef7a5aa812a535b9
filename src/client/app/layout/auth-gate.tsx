// Root layout: "Loading..." while the session loads, the login page without a session, else the shell.
import { lazy, type ReactNode, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth";
import { isApiError } from "@/lib/api-client";
import { AppShell } from "./app-shell";

const LoginPage = lazy(() => import("@/app/routes/login-page").then((m) => ({ default: m.LoginPage })));

export function FullScreenMessage({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-4 text-center"
    >
      {children}
    </div>
  );
}

export function AuthGate() {
  const { status, error, retry } = useAuth();
  if (status === "loading") return <FullScreenMessage>Loading...</FullScreenMessage>;
  if (status === "error") {
    return (
      <FullScreenMessage>
        <p className="font-medium">Could not load your session.</p>
        <p className="text-sm text-muted-foreground">
          {isApiError(error) ? error.serverMessage : error?.message}
        </p>
        <Button onClick={retry}>Try again</Button>
      </FullScreenMessage>
    );
  }
  if (status === "signed-out") {
    return (
      <Suspense fallback={<FullScreenMessage>Loading...</FullScreenMessage>}>
        <LoginPage />
      </Suspense>
    );
  }
  return <AppShell />;
}
