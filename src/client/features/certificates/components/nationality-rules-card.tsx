// Settings → Certificates → Nationality rules (admin): per flag state, the ranks only some
// nationalities may hold (e.g. a Norwegian master on a Norwegian-flagged ship), and whether another
// nationality blocks the seafarer from the reliever list or only warns. Nationalities are written as on
// the crew records ("Norwegian"), compared without case. Saving replaces the flag's rules.

import {
  NATIONALITY_RULE_ACTIONS,
  type NationalityRuleAction,
  type TNationalityRule,
  ZNationalityRulesPut,
} from "@shared/nationality-rules";
import { FLAG_STATES } from "@shared/options";
import { RANK_NAMES } from "@shared/ranks";
import { useQuery } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Field, SaveButton } from "@/components/form-field";
import { LabelledOptions } from "@/components/native-select";
import { QuerySectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { nationalityRulesQuery, usePutNationalityRules } from "../api";
import { RULE_ACTION_LABEL, RULE_SELECT } from "./rule-controls";

interface Row {
  rank: string;
  nationalities: string;
  action: NationalityRuleAction;
}
const toRows = (rules: TNationalityRule[], flag: string): Row[] =>
  rules
    .filter((r) => r.flag === flag)
    .map((r) => ({ rank: r.rank, nationalities: r.nationalities.join(", "), action: r.action }));

function RuleRow({
  row,
  onChange,
  onRemove,
}: {
  row: Row;
  onChange: (r: Row) => void;
  onRemove: () => void;
}) {
  return (
    <li className="grid gap-2 rounded-md border p-2 sm:grid-cols-[12rem_1fr_7rem_auto] sm:items-center">
      <select
        className={RULE_SELECT}
        aria-label="Rank"
        value={row.rank}
        onChange={(e) => onChange({ ...row, rank: e.target.value })}
      >
        {RANK_NAMES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </select>
      <Input
        aria-label={`${row.rank}: allowed nationalities, comma-separated`}
        placeholder="e.g. Norwegian, Swedish"
        value={row.nationalities}
        onChange={(e) => onChange({ ...row, nationalities: e.target.value })}
      />
      <select
        className={RULE_SELECT}
        aria-label={`${row.rank}: another nationality`}
        value={row.action}
        onChange={(e) => onChange({ ...row, action: e.target.value as NationalityRuleAction })}
      >
        <LabelledOptions values={NATIONALITY_RULE_ACTIONS} labels={RULE_ACTION_LABEL} />
      </select>
      <Button variant="ghost" size="icon" aria-label={`Remove the ${row.rank} rule`} onClick={onRemove}>
        <Trash2 aria-hidden />
      </Button>
    </li>
  );
}

function RulesForm({ rules }: { rules: TNationalityRule[] }) {
  const [flag, setFlag] = useState<string>(FLAG_STATES[0]);
  const [rows, setRows] = useState<Row[]>(() => toRows(rules, FLAG_STATES[0]));
  const [error, setError] = useState<string>();
  const put = usePutNationalityRules();
  const count = (f: string) => rules.filter((r) => r.flag === f).length;
  const pickFlag = (f: string) => {
    setFlag(f);
    setRows(toRows(rules, f));
    setError(undefined);
  };
  const save = () => {
    const parsed = ZNationalityRulesPut.safeParse({
      flag,
      rules: rows.map((r) => ({ ...r, nationalities: r.nationalities.split(",").filter((n) => n.trim()) })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the rules");
    setError(undefined);
    put.mutate(parsed.data, {
      onSuccess: () => toastSuccess(`Nationality rules for ${flag} saved`),
      onError: () => toastError("Failed to save the nationality rules"),
    });
  };
  return (
    <div className="grid gap-4">
      <Field label="Flag state" htmlFor="nationality-flag" error={error}>
        <select
          id="nationality-flag"
          className={`${RULE_SELECT} sm:w-72`}
          value={flag}
          onChange={(e) => pickFlag(e.target.value)}
        >
          {FLAG_STATES.map((f) => (
            <option key={f} value={f}>
              {count(f) ? `${f} (${count(f)})` : f}
            </option>
          ))}
        </select>
      </Field>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No rule for {flag}: any nationality may serve.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Nationality rules for ${flag}`}>
          {rows.map((row, i) => (
            <RuleRow
              key={i}
              row={row}
              onChange={(r) => setRows(rows.map((x, j) => (j === i ? r : x)))}
              onRemove={() => setRows(rows.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap justify-between gap-2">
        <Button
          variant="outline"
          onClick={() => setRows([...rows, { rank: RANK_NAMES[0], nationalities: "", action: "block" }])}
        >
          <Plus aria-hidden /> Add rule
        </Button>
        <SaveButton onClick={save} pending={put.isPending}>
          Save rules
        </SaveButton>
      </div>
    </div>
  );
}

export function NationalityRulesCard() {
  const rules = useQuery(nationalityRulesQuery);
  return (
    <QuerySectionCard
      title="Nationality rules"
      description="Ranks a flag state reserves for some nationalities; the reliever ranking blocks or warns about others."
      query={rules}
      label="Loading nationality rules"
      error="Failed to load nationality rules"
      retry
      loadingRows={3}
      isEmpty={() => false}
    >
      {(data) => <RulesForm rules={data} />}
    </QuerySectionCard>
  );
}
