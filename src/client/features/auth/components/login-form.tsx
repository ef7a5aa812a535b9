// Username/password form. Field errors come from the shared login schema; a failed sign-in shows the
// server's message (wrong credentials, rate limited) and the button is disabled while it is pending.
import { zodResolver } from "@hookform/resolvers/zod";
import { type TLoginRequest, ZLoginRequest } from "@shared/auth";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ERROR_TEXT_CLASS, FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { useAuth } from "../auth-context";

function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return "Could not reach the server. Check your connection and try again.";
}

export function LoginForm() {
  const { login } = useAuth();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TLoginRequest>({
    resolver: zodResolver(ZLoginRequest),
    defaultValues: { username: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      await login(values);
    } catch (error) {
      setServerError(errorText(error));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="login-username">Username</Label>
        <Input
          id="login-username"
          autoComplete="username"
          autoFocus
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? "login-username-error" : undefined}
          {...form.register("username")}
        />
        <FieldError id="login-username-error">{errors.username?.message}</FieldError>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">Password</Label>
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="login-password-error">{errors.password?.message}</FieldError>
      </div>
      {serverError && (
        <p
          role="alert"
          className={cn(
            "rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm",
            ERROR_TEXT_CLASS,
          )}
        >
          {serverError}
        </p>
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
