// The time of the daily reminder scan (email_settings.scan_time, APP_TIME_ZONE); saved with the whole
// settings object when a valid time is chosen.
import { ZScanTime } from "@shared/email-settings";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useSaveEmailSettings } from "@/features/email/api";

export function ScanTimeField({ value, disabled }: { value: string; disabled?: boolean }) {
  const id = useId();
  const [time, setTime] = useState(value);
  useEffect(() => setTime(value), [value]);
  const save = useSaveEmailSettings();
  const valid = ZScanTime.safeParse(time).success;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-2">
        <Label htmlFor={id}>Daily scan time</Label>
        <Input
          id={id}
          type="time"
          value={time}
          disabled={disabled}
          onChange={(e) => setTime(e.target.value)}
          className="w-36"
        />
      </div>
      <Button
        variant="outline"
        size="sm"
        className="mb-0.5"
        disabled={disabled || !valid || time === value || save.isPending}
        onClick={() => save.mutate({ scanTime: time })}
      >
        Save time
      </Button>
    </div>
  );
}
