// A seafarer's own port paperwork: what a crew list of today would lack of their identity data (the
// server's check, by the list's own rule: to upload a passport or CDC, or ask the office to complete the
// record) and their effects declaration (FAL Form 4), which they keep themselves: add, change or remove
// items and save the whole declaration.
import { MISSING_FIELD_LABELS, type TCrewListCheck } from "@shared/port-paperwork";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { SaveButton } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Notice } from "@/components/ui/notice";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { crewListCheckQuery, effectsQuery, useSaveEffects } from "../api";

type Item = { description: string; quantity: string };

export function OwnEffectsCard({ crewId }: { crewId: string }) {
  const id = useId();
  const check = useQuery(crewListCheckQuery(crewId));
  const effects = useQuery(effectsQuery(crewId));
  const save = useSaveEffects(crewId);
  const [items, setItems] = useState<Item[]>([]);
  useEffect(() => {
    if (effects.data)
      setItems(effects.data.items.map((i) => ({ description: i.description, quantity: i.quantity ?? "" })));
  }, [effects.data]);
  const set = (i: number, patch: Partial<Item>) =>
    setItems((all) => all.map((x, n) => (n === i ? { ...x, ...patch } : x)));
  const onSave = async () => {
    try {
      await save.mutateAsync({
        items: items
          .filter((i) => i.description.trim())
          .map((i) => ({ description: i.description.trim(), quantity: i.quantity.trim() || null })),
      });
      toastSuccess("Effects declaration saved");
    } catch {
      toastError("Failed to save the effects declaration");
    }
  };
  return (
    <Card aria-labelledby={`${id}-title`} data-testid="own-effects-card">
      <CardHeader>
        <CardTitle id={`${id}-title`}>Port paperwork</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <IdentityCheck check={check} />
        <section aria-labelledby={`${id}-effects`} className="grid gap-2">
          <h3 id={`${id}-effects`} className="font-semibold">
            My effects declaration (FAL Form 4)
          </h3>
          {effects.isPending ? (
            <Skeleton className="h-10 w-full" />
          ) : effects.isError ? (
            <p role="alert" className="text-destructive">
              Failed to load your declaration
            </p>
          ) : (
            <>
              {items.length === 0 && <p className="text-muted-foreground">Nothing declared.</p>}
              {items.map((item, i) => (
                <div
                  key={i}
                  className="grid grid-cols-[1fr_auto] items-end gap-2 sm:grid-cols-[1fr_7rem_auto]"
                >
                  <div className="col-span-2 grid gap-1 sm:col-span-1">
                    <Label htmlFor={`${id}-d${i}`}>Item</Label>
                    <Input
                      id={`${id}-d${i}`}
                      value={item.description}
                      maxLength={200}
                      onChange={(e) => set(i, { description: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-q${i}`}>Quantity</Label>
                    <Input
                      id={`${id}-q${i}`}
                      value={item.quantity}
                      maxLength={50}
                      onChange={(e) => set(i, { quantity: e.target.value })}
                    />
                  </div>
                  <Button
                    variant="outline"
                    onClick={() => setItems((all) => all.filter((_, n) => n !== i))}
                    aria-label={`Remove item ${i + 1}`}
                  >
                    Remove
                  </Button>
                </div>
              ))}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  onClick={() => setItems((all) => [...all, { description: "", quantity: "" }])}
                >
                  Add item
                </Button>
                <SaveButton onClick={onSave} pending={save.isPending}>
                  Save declaration
                </SaveButton>
              </div>
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/** What the crew list lacks of the seafarer, each item in words, and what to do about it. */
function IdentityCheck({ check }: { check: UseQueryResult<TCrewListCheck> }) {
  if (check.isPending) return <Skeleton className="h-12 w-full" />;
  if (check.isError)
    return (
      <p role="alert" className="text-destructive">
        Could not check your identity data for the crew list
      </p>
    );
  const missing = check.data.missing;
  if (!missing.length)
    return (
      <p className="text-green-700 dark:text-green-400">Your identity data for the crew list is complete.</p>
    );
  const noDocument = missing.some((m) => m.field === "idDocument");
  return (
    <Notice role="status" data-testid="own-identity-missing">
      <p className="font-medium">A crew list of today would lack your:</p>
      <ul className="mt-1 list-disc pl-5">
        {missing.map((m) => (
          <li key={m.field}>{MISSING_FIELD_LABELS[m.field]}</li>
        ))}
      </ul>
      <p className="mt-2">
        {noDocument ? (
          <>
            <Link className="underline" to="/documents">
              Upload your passport or CDC
            </Link>
            {missing.length > 1 && "; ask the office to complete the rest of your record"}.
          </>
        ) : (
          "Ask the office to complete your record."
        )}
      </p>
    </Notice>
  );
}
