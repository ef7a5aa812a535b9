// Choosing seafarers on the crew list for a bulk change: a checkbox on each row and one in the header
// for the page shown; the choice is kept across pages, searches and filters until cleared or done.
import { useState } from "react";
import type { CrewMember } from "../api";

export function useCrewSelection() {
  const [chosen, setChosen] = useState<ReadonlyMap<string, CrewMember>>(new Map());
  const toggle = (members: CrewMember[], on: boolean) =>
    setChosen((prev) => {
      const next = new Map(prev);
      for (const m of members) {
        if (on) next.set(m.id, m);
        else next.delete(m.id);
      }
      return next;
    });
  return { chosen, toggle, clear: () => setChosen(new Map()) };
}
export type CrewSelection = ReturnType<typeof useCrewSelection>;

const BOX = "size-4 accent-primary";

export function SelectMemberBox({ member, selection }: { member: CrewMember; selection: CrewSelection }) {
  return (
    <input
      type="checkbox"
      className={BOX}
      aria-label={`Select ${member.firstName} ${member.lastName}`}
      checked={selection.chosen.has(member.id)}
      onChange={(e) => selection.toggle([member], e.target.checked)}
    />
  );
}

export function SelectPageBox({ rows, selection }: { rows: CrewMember[]; selection: CrewSelection }) {
  const all = rows.length > 0 && rows.every((m) => selection.chosen.has(m.id));
  return (
    <input
      type="checkbox"
      className={BOX}
      aria-label="Select every crew member on this page"
      checked={all}
      disabled={rows.length === 0}
      onChange={() => selection.toggle(rows, !all)}
    />
  );
}
