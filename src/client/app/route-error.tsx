// Error boundary of the routes: a screen that throws (or a chunk that fails to load after a deploy)
// shows this instead of a blank page.
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Button } from "@/components/ui/button";

export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <div
      role="alert"
      className="flex min-h-[50vh] flex-col items-center justify-center gap-4 p-4 text-center"
    >
      <h1 className="text-xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-sm break-words text-muted-foreground">{detail}</p>
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </div>
  );
}
