// Element ids that link screens together: `/dashboard?vessel={id}` scrolls to the vessel card with this id.
export function vesselElementId(vesselId: string): string {
  return `vessel-${vesselId}`;
}
