// The one form field: a label (with a required mark), the control, and its error beneath, linked by
// aria-describedby. TextField and SelectField bind it to a react-hook-form field; a failed request's
// field errors reach them through applyServerErrors (lib/server-errors.ts) and form.setError.
import type { ComponentProps, ReactNode } from "react";
import { Controller, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { SelectOptions } from "./filter-select";

/** aria-invalid and aria-describedby of a control whose error text has the id `${id}-error`. */
export function fieldAria(id: string, error?: string) {
  return {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  } as const;
}

export function Field({
  label,
  htmlFor,
  required,
  error,
  className,
  children,
}: {
  label: string;
  htmlFor: string;
  required?: boolean;
  /** Shown beneath the control as `${htmlFor}-error`. */
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ?? "grid content-start gap-2"}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span aria-hidden className="text-destructive">
            *
          </span>
        )}
      </Label>
      {children}
      <FieldError id={`${htmlFor}-error`}>{error}</FieldError>
    </div>
  );
}

export function TextField<T extends FieldValues>({
  form,
  name,
  label,
  type = "text",
  idPrefix,
  readOnly,
  min,
  className = "space-y-1.5",
  required,
  inputProps,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  type?: string;
  idPrefix: string;
  readOnly?: boolean;
  min?: number;
  /** The field's wrapper (default "space-y-1.5"). */
  className?: string;
  required?: boolean;
  /** More attributes of the input (placeholder, inputMode, list...). */
  inputProps?: ComponentProps<typeof Input>;
}) {
  const id = `${idPrefix}-${name}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} htmlFor={id} error={error} className={className} required={required}>
      <Input
        {...inputProps}
        id={id}
        type={type}
        readOnly={readOnly}
        min={min}
        {...fieldAria(id, error)}
        className={readOnly ? "bg-muted" : undefined}
        {...form.register(name, type === "number" ? { valueAsNumber: true } : undefined)}
      />
    </Field>
  );
}

export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  options,
  idPrefix,
  placeholder,
  className = "space-y-1.5",
  required,
  triggerClassName,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  idPrefix: string;
  placeholder?: string;
  className?: string;
  required?: boolean;
  triggerClassName?: string;
}) {
  const id = `${idPrefix}-${name}`;
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field label={label} htmlFor={id} error={error} className={className} required={required}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select value={field.value || undefined} onValueChange={field.onChange}>
            <SelectTrigger
              id={id}
              className={triggerClassName}
              {...fieldAria(id, error)}
              onBlur={field.onBlur}
            >
              <SelectValue placeholder={placeholder ?? `Select ${label.toLowerCase()}`} />
            </SelectTrigger>
            <SelectOptions options={options} />
          </Select>
        )}
      />
    </Field>
  );
}

/** A form dialog's footer: Cancel, and the submit button showing `pendingLabel` while saving. */
export function FormFooter({
  onCancel,
  pending,
  label,
  pendingLabel = "Saving...",
  disabled,
  cancelDisabled,
  cancelLabel = "Cancel",
}: {
  onCancel: () => void;
  cancelLabel?: string;
  pending: boolean;
  label: string;
  /** While the form is sent: "Saving..." unless it says another verb. */
  pendingLabel?: string;
  disabled?: boolean;
  cancelDisabled?: boolean;
}) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={pending || disabled}>
        {pending ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}

/** A form's or a card's save button: disabled and saying "Saving..." while `pending`. */
export function SaveButton({
  pending,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & { pending: boolean }) {
  return (
    <Button {...props} disabled={pending || disabled}>
      {pending ? "Saving..." : children}
    </Button>
  );
}

/** The end of an inline form: its form-wide error, then its outline submit button on a row of its own
 * (`span`: the grid column class the two take). */
export function InlineFormEnd({
  error,
  span,
  pending,
  label,
}: {
  error?: string;
  span: string;
  pending: boolean;
  label: string;
}) {
  return (
    <>
      <FieldError role="alert" className={span}>
        {error}
      </FieldError>
      <div className={span}>
        <SaveButton type="submit" variant="outline" pending={pending}>
          {label}
        </SaveButton>
      </div>
    </>
  );
}
