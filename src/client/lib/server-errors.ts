// Puts a failed API call's field problems back onto the form: zod `issues` from a 400 onto their
// fields (all of them, or only `fields` when given), and a 409 (a duplicate such as an IMO number) onto
// `conflictField`. Returns whether any field got an error. The one place forms map server errors.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/lib/api-client";

export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields?: readonly Path<T>[],
  conflictField?: Path<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  const seen = new Set<string>();
  for (const issue of error.issues) {
    const field = issue.path.join(".") as Path<T>;
    // a field shows its first issue: the later ones follow from it ("required" before "not a real date")
    if (field && !seen.has(field) && (!fields || fields.includes(field))) {
      seen.add(field);
      setError(field, { type: "server", message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  if (!applied && error.status === 409 && conflictField) {
    setError(conflictField, { type: "server", message: error.serverMessage }, { shouldFocus: true });
    applied = true;
  }
  return applied;
}
