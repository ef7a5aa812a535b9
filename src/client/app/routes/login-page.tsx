// Sign-in screen: shown in password mode without a session, and in demo mode after an explicit sign-out.
import { Anchor } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import { LoginForm, useAuth } from "@/features/auth";

export function LoginPage() {
  const { authMode } = useAuth();
  return (
    <main className="flex min-h-screen items-center justify-center bg-background p-4">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <IconTile icon={Anchor} tone="primary" size="lg" className="mx-auto mb-2" />
          <h1 className="text-2xl font-semibold">CrewFleet</h1>
          <CardDescription>Sign in to manage your crew and fleet</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <LoginForm />
          {authMode === "demo" && (
            <p className="text-center text-xs text-muted-foreground">
              Demo mode: sign in with a demo account, or reload the page to continue as the demo
              administrator.
            </p>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
