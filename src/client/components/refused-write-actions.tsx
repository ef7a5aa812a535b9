// What a seafarer can do with a change the server refused while it waited on this device: send it again
// (a new Idempotency-Key, the same body) or discard it.
import { Button } from "@/components/ui/button";
import { retryWrite } from "@/lib/offline/replay";
import { type QueuedWrite, removeWrite } from "@/lib/offline/write-queue";

export function RefusedWriteActions({ write, className }: { write: QueuedWrite; className: string }) {
  return (
    <div className={className}>
      <Button size="sm" variant="outline" onClick={() => void retryWrite(write)}>
        Try again
      </Button>
      <Button size="sm" variant="outline" onClick={() => void removeWrite(write.key)}>
        Discard
      </Button>
    </div>
  );
}
