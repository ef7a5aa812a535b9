// Theme state for the app: the header toggle flips light/dark; settings can also choose "system".
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import {
  applyTheme,
  type ResolvedTheme,
  readThemeChoice,
  resolveTheme,
  storeThemeChoice,
  type ThemeChoice,
  watchSystemTheme,
} from "@/lib/theme";

interface ThemeContextValue {
  choice: ThemeChoice;
  theme: ResolvedTheme;
  setChoice: (choice: ThemeChoice) => void;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [choice, setChoiceState] = useState<ThemeChoice>(readThemeChoice);
  const [theme, setTheme] = useState<ResolvedTheme>(() => resolveTheme(choice));

  useEffect(() => {
    const update = () => setTheme(resolveTheme(choice));
    update();
    return choice === "system" ? watchSystemTheme(update) : undefined;
  }, [choice]);

  useEffect(() => applyTheme(theme), [theme]);

  const setChoice = useCallback((next: ThemeChoice) => {
    storeThemeChoice(next);
    setChoiceState(next);
  }, []);
  const toggle = useCallback(() => setChoice(theme === "dark" ? "light" : "dark"), [theme, setChoice]);

  const value = useMemo(() => ({ choice, theme, setChoice, toggle }), [choice, theme, setChoice, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error("useTheme must be used within a ThemeProvider");
  return ctx;
}
