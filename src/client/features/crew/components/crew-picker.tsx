// THE crew picker: every place that picks a crew member (Schedule / Edit Rotation, document
// upload, a user account's crew member, assigning to a vessel) searches the server as the user types
// (debounced), pages 50 at a time with no cap, and works from the keyboard (components/combobox.tsx).
import { Combobox, type ComboboxOption } from "@/components/combobox";
import { type PickerProps, useSearchedPages } from "@/lib/picker-pages";
import { type CrewOption, type CrewPickerFilters, crewPickerQuery } from "../api";

export const crewOptionOf = (c: CrewOption): ComboboxOption => ({
  value: c.id,
  label: `${c.firstName} ${c.lastName}`,
  detail: c.rank,
});

export function CrewPicker({
  filters = {},
  placeholder = "Select crew member",
  ...props
}: PickerProps & {
  /** Narrow the search (a vessel's crew, a status); `valueLabel` names the current member when editing. */
  filters?: CrewPickerFilters;
}) {
  const { items, paging } = useSearchedPages((q) => crewPickerQuery(filters, q));
  return (
    <Combobox
      {...props}
      {...paging}
      placeholder={placeholder}
      options={items.map(crewOptionOf)}
      searchLabel="Search crew by name, nationality or rank"
      emptyText="No crew members found"
    />
  );
}
