// Writes app/ui/icons/sprite.svg from the icon names the app uses (app/ui/icons/names.ts):
//   node scripts/icon-sprite.ts
// app/ui/icons/sprite.test.ts fails while the file and the list disagree.
import fs from "node:fs";
import { buildSprite, SPRITE_PATH } from "../app/ui/icons/sprite.ts";

fs.writeFileSync(SPRITE_PATH, await buildSprite());
console.log(`wrote ${SPRITE_PATH.pathname}`);
