// Loaded with `node --import` before a script that runs the app's own modules outside Vite (the
// bench, the seed, the demo snapshot, the operator's and the books' commands). The catalogues are
// compiled on the server (decision 3800) and use-intl must format them with its format-only
// formatter: the alias vite.config.ts and vitest.config.ts give the bundle, given here to Node.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    return nextResolve(
      specifier === "use-intl/format-message" ? "use-intl/format-message/format-only" : specifier,
      context,
    );
  },
});
