// A form's starting values from a stored record. A controlled input never holds null or undefined, so
// each field the record leaves empty starts as "" (what the form's zod schema reads as "not given");
// the fields that are always there keep their stored value and type.

/** The named fields of `T`, an optional one as "" when empty. */
export type FormValuesOf<T, K extends keyof T> = {
  [P in K]-?: Extract<T[P], null | undefined> extends never ? T[P] : NonNullable<T[P]> | "";
};

/** The named fields of `record`, each "" where it is null or undefined; with no record, all "". */
export function formValuesFrom<T extends object, const K extends keyof T>(
  record: T,
  keys: readonly K[],
): FormValuesOf<T, K>;
export function formValuesFrom<T extends object, const K extends keyof T>(
  record: T | null | undefined,
  keys: readonly K[],
): { [P in K]-?: NonNullable<T[P]> | "" };
export function formValuesFrom<T extends object, K extends keyof T>(
  record: T | null | undefined,
  keys: readonly K[],
) {
  return Object.fromEntries(keys.map((k) => [k, record?.[k] ?? ""]));
}
