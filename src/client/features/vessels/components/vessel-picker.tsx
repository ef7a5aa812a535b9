// THE vessel picker (issue 18): every place that picks a vessel (the crew forms, the rotation form, the
// vessel filters) searches the server by name as the user types, pages 50 at a time with no cap, and
// works from the keyboard (components/combobox.tsx). `fixed` adds choices such as "No assignment".
import { useQuery } from "@tanstack/react-query";
import { Combobox, type ComboboxOption } from "@/components/combobox";
import { usePickerPages } from "@/lib/picker-pages";
import { useSearch } from "@/lib/use-debounced-value";
import { vesselByIdQuery, vesselPickerQuery } from "../api";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function VesselPicker({
  id,
  value,
  onChange,
  valueLabel,
  fixed,
  invalid,
  describedBy,
  placeholder = "Select vessel",
  className,
  ariaLabel,
}: {
  id: string;
  value: string | undefined;
  onChange: (id: string, option: ComboboxOption) => void;
  valueLabel?: string;
  fixed?: readonly ComboboxOption[];
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
  className?: string;
  /** For a filter without a visible label (see Combobox). */
  ariaLabel?: string;
}) {
  const search = useSearch();
  const pages = usePickerPages(vesselPickerQuery(search.q));
  // a vessel chosen elsewhere (the URL, a record) and not on the loaded pages: its name from the server
  const unknown = !!value && UUID.test(value) && !valueLabel && !pages.items.some((v) => v.id === value);
  const named = useQuery({ ...vesselByIdQuery(value ?? ""), enabled: unknown });
  return (
    <Combobox
      id={id}
      value={value}
      valueLabel={valueLabel ?? named.data?.name}
      onChange={onChange}
      options={pages.items.map((v) => ({ value: v.id, label: v.name }))}
      fixed={fixed}
      search={search.input}
      searchLabel="Search vessels by name"
      placeholder={placeholder}
      total={pages.total}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      loading={pages.loading}
      error={pages.error}
      emptyText="No vessels found"
      invalid={invalid}
      describedBy={describedBy}
      className={className}
      ariaLabel={ariaLabel}
    />
  );
}
