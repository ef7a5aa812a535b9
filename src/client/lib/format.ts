// Display formatting for the client. Dates use the shared rule so server and client show the same text.
export { formatDisplayDate } from "@shared/dates";
