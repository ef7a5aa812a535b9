// The certificate type chooser of the document form: the catalogue grouped by category (identity and
// travel, competency, proficiency, medical, vaccination, other), type-ahead by Radix Select.
import { CERTIFICATE_CATEGORIES, CERTIFICATE_CATEGORY_LABELS } from "@shared/certificates";
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useCertificateTypes } from "../api";

export function CertificateTypeSelect({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const types = useCertificateTypes();
  const groups = CERTIFICATE_CATEGORIES.map((c) => ({
    category: c,
    items: (types.data ?? []).filter((t) => t.category === c),
  })).filter((g) => g.items.length > 0);
  return (
    <Select value={value || undefined} onValueChange={onChange}>
      <SelectTrigger id={id} aria-invalid={invalid} aria-describedby={describedBy} onBlur={onBlur}>
        <SelectValue placeholder={types.isPending ? "Loading types..." : "Select type"} />
      </SelectTrigger>
      <SelectContent>
        {types.isError && <p className="px-2 py-1.5 text-sm text-red-700">Failed to load the types</p>}
        {groups.map((g) => (
          <SelectGroup key={g.category}>
            <SelectLabel>{CERTIFICATE_CATEGORY_LABELS[g.category]}</SelectLabel>
            {g.items.map((t) => (
              <SelectItem key={t.code} value={t.code}>
                {t.name}
              </SelectItem>
            ))}
          </SelectGroup>
        ))}
      </SelectContent>
    </Select>
  );
}
