import js from "@eslint/js";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import i18next from "eslint-plugin-i18next";
import moduleLadder from "./scripts/module-ladder.json" with { type: "json" };

/**
 * Import boundaries (README "Layout of the code"): imports flow one way,
 * routes → frame → modules → ui, shared, platform; ui and shared depend on
 * nothing of the site's domain; platform depends on shared alone; no cycles.
 */
const layer = (name) => [
  `~/${name}/*`,
  `~/${name}`,
  `**/app/${name}/*`,
  `../${name}/*`,
  `../../${name}/*`,
  `../../../${name}/*`,
];
const forbid = (files, layers, why) => ({
  files,
  rules: {
    "no-restricted-imports": ["error", { patterns: [{ group: layers.flatMap(layer), message: why }] }],
  },
});

/**
 * The module ladder (decision 3470): each domain module imports only the modules on lower rungs
 * of scripts/module-ladder.json. Every other folder of app/modules is barred, so a module that is
 * on no rung yet cannot be imported by one that is.
 */
const ladderZones = moduleLadder.rungs.flatMap((rung, index) => {
  const below = moduleLadder.rungs.slice(0, index).flat();
  return rung.map((name) => ({
    target: `./app/modules/${name}`,
    from: "./app/modules",
    except: [name, ...below].map((allowed) => `./${allowed}`),
    message: below.length
      ? `${name} stands on rung ${index + 1} of the module ladder (scripts/module-ladder.json): it may import ${below.join(", ")}, nothing above or beside it.`
      : `${name} stands on the bottom rung of the module ladder (scripts/module-ladder.json): it imports no other module.`,
  }));
});

/**
 * Layout in logical properties (decision 3800): a class that names a physical side (ml-, pr-,
 * left-, text-right, rounded-l-, border-r-, float-left…) would stay on that side in Arabic (rtl).
 * Their logical twins are ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s-/rounded-e-,
 * border-s-/border-e-, float-start/float-end. Checked in every string and template of app/ *.tsx,
 * token by token, variants (md:, hover:, !) stripped.
 */
const PHYSICAL =
  /^-?(?:m[lr]|p[lr]|scroll-[mp][lr]|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|inset-[lr])-|^(?:text-left|text-right|float-left|float-right|clear-left|clear-right|rounded-[lr]|rounded-[tb][lr]|border-[lr])$/;
const physicalClasses = (text) =>
  text
    .split(/\s+/)
    .map((token) => token.split(":").at(-1).replace(/^!/, ""))
    .filter((token) => PHYSICAL.test(token));
const logicalClasses = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      physical:
        "Physical side class{{s}} {{classes}}: use the logical one (ms-/me-, ps-/pe-, start-/end-, text-start/text-end, rounded-s-/rounded-e-, border-s-/border-e-) so right-to-left pages mirror (decision 3800).",
    },
  },
  create(context) {
    const check = (node, text) => {
      const found = physicalClasses(text);
      if (found.length)
        context.report({
          node,
          messageId: "physical",
          data: { s: found.length > 1 ? "es" : "", classes: found.join(", ") },
        });
    };
    return {
      Literal(node) {
        if (typeof node.value === "string") check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? "");
      },
    };
  },
};

/**
 * Every component speaks four languages (decision 3800, docs/features/languages.md): a user-facing
 * literal (JSX text, or a label/title/placeholder/aria-label/alt… attribute) is an error anywhere in
 * app/; words come from the catalogue (`useT`). The brand's name and unit symbols are the exceptions.
 */
const TRANSLATED = ["app/**/*.tsx"];

export default tseslint.config(
  { ignores: ["build", "data", "node_modules", ".react-router", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain scripts the site serves as they are (the reading pages' script, decision 4000).
  { files: ["public/**/*.js"], languageOptions: { sourceType: "script", globals: globals.browser } },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // Without these the import plugin parses no .ts/.tsx file it follows, and no-cycle sees no
      // edge at all (decision 3470).
      "import-x/extensions": [".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: ladderZones }],
    },
  },
  forbid(
    ["app/modules/**"],
    ["routes", "frame"],
    "Modules are used by routes and the frame, never the other way round.",
  ),
  forbid(
    ["app/ui/**"],
    ["routes", "frame", "modules", "platform"],
    "ui/ holds generic pieces: nothing of the site's domain (put site-specific parts in modules/ or frame/).",
  ),
  forbid(
    ["app/shared/**"],
    ["routes", "frame", "modules", "platform", "ui"],
    "shared/ is the base every layer uses: it imports none of them.",
  ),
  forbid(
    ["app/platform/**"],
    ["routes", "frame", "modules", "ui"],
    "platform/ is infrastructure: features start on it from server/app.ts, it never imports them.",
  ),
  forbid(["app/frame/**"], ["routes"], "The frame is used by routes, never the other way round."),
  forbid(
    ["app/i18n/**"],
    ["routes", "frame", "modules", "platform", "ui"],
    "i18n/ (languages, catalogues) stands beneath every layer: it imports none of them.",
  ),
  {
    files: ["app/**/*.tsx"],
    plugins: { local: { rules: { "logical-classes": logicalClasses } } },
    rules: { "local/logical-classes": "error" },
  },
  {
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          // Strings handed to a function (t("key"), cx("…")) are not shown as they are.
          callees: { exclude: [".*"] },
          "jsx-attributes": {
            include: [
              "label",
              "title",
              "placeholder",
              "aria-label",
              "alt",
              "eyebrow",
              "lead",
              "hint",
              "description",
              "text",
              "legend",
              "footer",
            ],
          },
          // The brand's name and unit symbols are the same in every language.
          // The logo writes the name on two lines.
          words: {
            exclude: [
              "[0-9!-/:-@[-`{-~\\s·−–—…]+",
              "Pet Friendly Rentals by Owner",
              "Pet Friendly Rentals",
              "by Owner",
              "kg",
              "lb",
            ],
          },
        },
      ],
    },
  },
);
