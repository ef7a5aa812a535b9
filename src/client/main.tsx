// Entry point. The theme class is applied before the first render so a dark page never flashes light
// (index.html carries no inline script: the CSP forbids it).
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "@/app/app";
import { afterFirstPaint } from "@/lib/after-first-paint";
import { queryClient } from "@/lib/query-client";
import { applyTheme, readThemeChoice, resolveTheme } from "@/lib/theme";

applyTheme(resolveTheme(readThemeChoice()));

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker and the offline queue's triggers load after first paint, in their own chunk.
afterFirstPaint(() => void import("@/features/offline").then((m) => m.startOffline(queryClient)));
