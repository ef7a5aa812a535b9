// One position's line of the table of shipboard working arrangements (MLC A2.3 para 10, the IMO/ILO model
// format): the position, the scheduled daily hours at sea and in port, watchkeeping and other duties, and
// comments; each field with its label and its error in words beneath.
import { WORKING_ARRANGEMENT_HOURS, type WorkingArrangementHours } from "@shared/inspection-pack";
import { RANK_NAMES } from "@shared/ranks";
import { Trash2 } from "lucide-react";
import { Field, fieldAria } from "@/components/form-field";
import { NativeSelectField } from "@/components/native-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

export type ArrangementRow = { rank: string } & Record<WorkingArrangementHours | "comments", string>;

const SELECT = "h-9 w-full rounded-md border border-input bg-background px-2 text-sm";

export function WorkingArrangementRow({
  idPrefix,
  row,
  errors,
  onChange,
  onRemove,
}: {
  idPrefix: string;
  row: ArrangementRow;
  /** Errors by field name. */
  errors: Partial<Record<keyof ArrangementRow, string>>;
  onChange: (patch: Partial<ArrangementRow>) => void;
  onRemove: () => void;
}) {
  const id = (f: keyof ArrangementRow) => `${idPrefix}-${f}`;
  return (
    <li className="grid gap-3 rounded-md border p-3" data-testid="working-arrangement">
      <div className="grid grid-cols-[1fr_auto] items-end gap-3 sm:grid-cols-[12rem_1fr_auto]">
        <NativeSelectField
          label="Position"
          id={id("rank")}
          selectClassName={SELECT}
          value={row.rank}
          onChange={(rank) => onChange({ rank })}
          error={errors.rank}
        >
          {RANK_NAMES.map((r) => (
            <option key={r}>{r}</option>
          ))}
        </NativeSelectField>
        <Field
          label="Comments"
          htmlFor={id("comments")}
          error={errors.comments}
          className="order-last col-span-2 grid gap-2 sm:order-none sm:col-span-1"
        >
          <Input
            id={id("comments")}
            value={row.comments}
            maxLength={300}
            onChange={(e) => onChange({ comments: e.target.value })}
            {...fieldAria(id("comments"), errors.comments)}
          />
        </Field>
        <Button variant="outline" size="icon" aria-label={`Remove ${row.rank}`} onClick={onRemove}>
          <Trash2 aria-hidden />
        </Button>
      </div>
      {/* each field spans three rows of the grid (label, input, error), so the inputs line up */}
      <div className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-4">
        {WORKING_ARRANGEMENT_HOURS.map(({ key, label }) => (
          <Field
            key={key}
            label={label}
            htmlFor={id(key)}
            error={errors[key]}
            className="row-span-3 grid grid-rows-subgrid items-end"
          >
            <Input
              id={id(key)}
              value={row[key]}
              placeholder="00-04, 12-16"
              maxLength={100}
              onChange={(e) => onChange({ [key]: e.target.value })}
              {...fieldAria(id(key), errors[key])}
            />
          </Field>
        ))}
      </div>
    </li>
  );
}
