// THE vessel picker: every place that picks a vessel (the crew forms, the rotation form, the
// vessel filters) searches the server by name as the user types, pages 50 at a time with no cap, and
// works from the keyboard (components/combobox.tsx). `fixed` adds choices such as "No assignment".
import { useQuery } from "@tanstack/react-query";
import { Combobox } from "@/components/combobox";
import { type PickerProps, useSearchedPages } from "@/lib/picker-pages";
import { vesselByIdQuery, vesselPickerQuery } from "../api";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function VesselPicker({ placeholder = "Select vessel", ...props }: PickerProps) {
  const { value, valueLabel } = props;
  const { items, paging } = useSearchedPages(vesselPickerQuery);
  // a vessel chosen elsewhere (the URL, a record) and not on the loaded pages: its name from the server
  const unknown = !!value && UUID.test(value) && !valueLabel && !items.some((v) => v.id === value);
  const named = useQuery({ ...vesselByIdQuery(value ?? ""), enabled: unknown });
  return (
    <Combobox
      {...props}
      {...paging}
      valueLabel={valueLabel ?? named.data?.name}
      placeholder={placeholder}
      options={items.map((v) => ({ value: v.id, label: v.name }))}
      searchLabel="Search vessels by name"
      emptyText="No vessels found"
    />
  );
}
