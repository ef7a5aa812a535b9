// npm run docs:projections: writes docs/projections.md from the projection modules.
import { writeFileSync } from "node:fs";
import { renderInventory } from "../src/server/projections/inventory";

writeFileSync(new URL("../docs/projections.md", import.meta.url), renderInventory());
console.log("docs/projections.md written");
