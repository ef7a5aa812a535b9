// A form's plain fields as data: each entry is a text input or, with `options`, a select, all bound to
// one react-hook-form with the same id prefix and wrapper class. A form is then its list of fields plus
// what is special to it (a picker, a computed value), not the same TextField block written again.
import type { ComponentProps } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { Input } from "@/components/ui/input";
import { SelectField, TextField } from "./form-field";

export type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  /** The input's type (text by default): date, number, email, tel… */
  type?: string;
  min?: number;
  /** More attributes of the input (placeholder, inputMode, list…). */
  inputProps?: ComponentProps<typeof Input>;
  /** A select of these options instead of an input. */
  options?: readonly { value: string; label: string }[];
  /** The select's placeholder ("Select <label>" by default). */
  placeholder?: string;
};

/** Options whose value is their label. */
export const asOptions = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

export function FormFields<T extends FieldValues>({
  form,
  idPrefix,
  className,
  fields,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  /** Each field's wrapper (the fields' own default when absent). */
  className?: string;
  fields: readonly FieldSpec[];
}) {
  return fields.map(({ name, label, required, type, min, inputProps, options, placeholder }) => {
    const common = { form, name: name as Path<T>, label, required, idPrefix, className };
    return options ? (
      <SelectField key={name} {...common} options={options} placeholder={placeholder} />
    ) : (
      <TextField key={name} {...common} type={type} min={min} inputProps={inputProps} />
    );
  });
}
