// The public surface of the offline area: starting the service worker and the queue's
// replay after first paint, and the sync status of the crew layout. Loaded lazily, in its own chunk.
export * from "./boot";
export * from "./components/sync-status";
