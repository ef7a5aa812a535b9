// The e-mail template text area with its variable help. Saves on "Save Template" (the whole settings
// object); the text stays local until then.
import { DEFAULT_EMAIL_TEMPLATE, MAX_TEMPLATE_LENGTH, TEMPLATE_VARIABLES } from "@shared/email-template";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useSaveEmailSettings } from "@/features/email/api";

export function TemplateEditor({
  value,
  rows,
  placeholder,
  showHelp,
  disabled,
}: {
  value: string;
  rows: number;
  placeholder: string;
  showHelp?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const save = useSaveEmailSettings();
  const tooLong = text.length > MAX_TEMPLATE_LENGTH;
  return (
    <div className="space-y-3">
      <Label htmlFor={id}>Email Template</Label>
      <Textarea
        id={id}
        rows={rows}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => setText(e.target.value)}
        className="font-mono text-sm"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-count`} className="text-xs text-muted-foreground">
          {text.length.toLocaleString("en-US")} / {MAX_TEMPLATE_LENGTH.toLocaleString("en-US")} characters
        </span>
        <Button
          size="sm"
          onClick={() => save.mutate({ emailTemplate: text })}
          disabled={disabled || tooLong || text === value || save.isPending}
        >
          {save.isPending ? "Saving..." : "Save Template"}
        </Button>
      </div>
      {tooLong && <FieldError>The template may be at most 10,000 characters</FieldError>}
      {!text.trim() && (
        <div className="rounded-md border bg-muted/40 p-3 text-sm">
          <p className="mb-1 font-medium">Blank: this default example is used</p>
          <pre className="whitespace-pre-wrap font-sans text-muted-foreground">{DEFAULT_EMAIL_TEMPLATE}</pre>
        </div>
      )}
      {showHelp && (
        <div className="rounded-md border border-ocean-blue/30 bg-ocean-blue/5 p-3 text-sm">
          <p className="mb-2 font-medium">Available variables</p>
          <ul className="grid gap-1 sm:grid-cols-2">
            {TEMPLATE_VARIABLES.map((v) => (
              <li key={v}>
                <code className="rounded bg-muted px-1 py-0.5 text-xs">{`{{${v}}}`}</code>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-muted-foreground">
            Write variables in double braces, e.g. <code>{"{{crewName}}"}</code>. The bracketed forms [Crew
            Member], [Document Type], [Document Number], [Expiry Date] work too. Values are filled in per
            reminder.
          </p>
        </div>
      )}
    </div>
  );
}
