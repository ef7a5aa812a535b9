// Fleet timeline logic: which days of a window a rotation covers. (The timeline's gaps are the manning
// gaps of src/shared/manning.ts against each vessel's safe manning, answered by GET /api/manning/gaps.)

export interface Stay {
  id: string;
  vesselId: string;
  rank: string;
  joinDate: string;
  leaveDate: string | null;
  status: string;
}

export interface Span {
  start: string;
  end: string;
}

/** The part of a stay inside [from, to] (an open leave date runs to the window's end), or null. */
export function clipStay(stay: Pick<Stay, "joinDate" | "leaveDate">, from: string, to: string): Span | null {
  const end = stay.leaveDate ?? to;
  if (stay.joinDate > to || end < from) return null;
  return { start: stay.joinDate < from ? from : stay.joinDate, end: end > to ? to : end };
}
