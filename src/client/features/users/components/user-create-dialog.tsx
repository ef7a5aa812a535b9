// "Add User" dialog: username, name, e-mail, role, password (the shared policy), and for crew users the
// crew member the account belongs to. Field errors come from the shared schema and the server.

import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS, ROLES } from "@shared/roles";
import { type TCreateUserRequest, ZCreateUserRequest } from "@shared/users";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DialogShell } from "@/components/dialog-shell";
import { FormFooter, SelectField, TextField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { CrewPicker } from "@/features/crew";
import { isApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/server-errors";
import { useUserMutations } from "../api";

const EMPTY: TCreateUserRequest = {
  username: "",
  name: "",
  email: "",
  role: "office_staff",
  password: "",
  crewMemberId: null,
};

export function UserCreateDialog() {
  const [open, setOpen] = useState(false);
  const { create } = useUserMutations();
  const form = useForm<TCreateUserRequest>({
    resolver: zodResolver(ZCreateUserRequest) as never,
    defaultValues: EMPTY,
  });
  const role = form.watch("role");
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      setOpen(false);
      form.reset(EMPTY);
    } catch (err) {
      if (!applyServerErrors(err, form.setError))
        form.setError("root", { message: isApiError(err) ? err.serverMessage : "Failed to create user" });
    }
  });

  const field = (name: "username" | "name" | "email" | "password", label: string, type = "text") => (
    <TextField
      form={form}
      name={name}
      label={label}
      type={type}
      idPrefix="new-user"
      className="grid gap-2"
      inputProps={{ autoComplete: name === "password" ? "new-password" : "off" }}
    />
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) form.reset(EMPTY);
      }}
      trigger={
        <Button>
          <UserPlus aria-hidden />
          Add User
        </Button>
      }
      title="Add User"
      description="Passwords need at least 8 characters and must not be a common password."
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        {field("username", "Username")}
        {field("name", "Full name")}
        {field("email", "E-mail", "email")}
        <SelectField
          form={form}
          name="role"
          label="Role"
          idPrefix="new-user"
          className="grid gap-2"
          triggerClassName="w-full"
          options={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
        />
        {role === "crew" && (
          <div className="grid gap-2">
            <Label htmlFor="new-user-crew">Crew member</Label>
            <Controller
              control={form.control}
              name="crewMemberId"
              render={({ field: f }) => (
                <CrewPicker
                  id="new-user-crew"
                  value={f.value ?? undefined}
                  onChange={f.onChange}
                  filters={{ account: "none" }}
                  placeholder="Choose a crew member"
                  invalid={errors.crewMemberId ? true : undefined}
                  describedBy={errors.crewMemberId ? "new-user-crew-error" : undefined}
                />
              )}
            />
            <p className="text-sm text-muted-foreground">Crew members without an account.</p>
            <FieldError id="new-user-crew-error">{errors.crewMemberId?.message}</FieldError>
          </div>
        )}
        {field("password", "Password", "password")}
        <FieldError role="alert">{errors.root?.message}</FieldError>
        <FormFooter
          onCancel={() => setOpen(false)}
          pending={isSubmitting}
          label="Create User"
          pendingLabel="Creating..."
        />
      </form>
    </DialogShell>
  );
}
