// "Today" on the client: the calendar date in the operator's time zone (DESIGN §6). The zone is UTC
// unless the server tells otherwise through setAppTimeZone, so client and server agree on day counts.
import { isValidTimeZone, todayIn } from "@shared/dates";

let appTimeZone = "UTC";

export function setAppTimeZone(timeZone: string | null | undefined): void {
  if (timeZone && isValidTimeZone(timeZone)) appTimeZone = timeZone;
}

export function getAppTimeZone(): string {
  return appTimeZone;
}

/** Today's date (yyyy-MM-dd) in the app's time zone. */
export function appToday(now: Date = new Date()): string {
  return todayIn(appTimeZone, now);
}
