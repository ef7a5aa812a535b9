// The window the dashboard, the alerts and the events raise manning gaps in. No zod here:
// the app shell's bell reads it (features/alerts/api.ts), and zod belongs in the lazy screen chunks.
export const MANNING_GAP_DAYS = 30;
