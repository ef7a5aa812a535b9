// THE crew picker (issue 18): every place that picks a crew member (Schedule / Edit Rotation, document
// upload, a user account's crew member, assigning to a vessel) searches the server as the user types
// (debounced), pages 50 at a time with no cap, and works from the keyboard (components/combobox.tsx).
import { Combobox, type ComboboxOption } from "@/components/combobox";
import { usePickerPages } from "@/lib/picker-pages";
import { useSearch } from "@/lib/use-debounced-value";
import { type CrewOption, type CrewPickerFilters, crewPickerQuery } from "../api";

export const crewOptionOf = (c: CrewOption): ComboboxOption => ({
  value: c.id,
  label: `${c.firstName} ${c.lastName}`,
  detail: c.rank,
});

export function CrewPicker({
  id,
  value,
  onChange,
  valueLabel,
  filters = {},
  invalid,
  describedBy,
  placeholder = "Select crew member",
}: {
  id: string;
  value: string | undefined;
  onChange: (id: string, option: ComboboxOption) => void;
  /** The current member's name when editing (they may not be on the first page). */
  valueLabel?: string;
  filters?: CrewPickerFilters;
  invalid?: boolean;
  describedBy?: string;
  placeholder?: string;
}) {
  const search = useSearch();
  const pages = usePickerPages(crewPickerQuery(filters, search.q));
  return (
    <Combobox
      id={id}
      value={value}
      valueLabel={valueLabel}
      onChange={onChange}
      options={pages.items.map(crewOptionOf)}
      search={search.input}
      searchLabel="Search crew by name, nationality or rank"
      placeholder={placeholder}
      total={pages.total}
      hasMore={pages.hasMore}
      onLoadMore={pages.loadMore}
      loading={pages.loading}
      error={pages.error}
      emptyText="No crew members found"
      invalid={invalid}
      describedBy={describedBy}
    />
  );
}
