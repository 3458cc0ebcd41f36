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
 * The pages and parts already in four languages (decision 3800, docs/features/languages.md): a
 * user-facing literal there (JSX text, or a label/title/placeholder/aria-label/alt… attribute) is
 * an error; words come from the catalogue (`useT`). Add a file here once it is translated.
 */
const TRANSLATED = [
  "app/root.tsx",
  "app/frame/account-menu.tsx",
  "app/frame/area-error-panel.tsx",
  "app/frame/footer.tsx",
  "app/frame/header.tsx",
  "app/frame/site-header.tsx",
  "app/frame/language-switcher.tsx",
  "app/ui/appearance-controls.tsx",
  "app/modules/bookings/components/price-box.tsx",
  "app/modules/content/components/promises.tsx",
  "app/modules/maps/components/{search-map-layout,search-map.client,area-map-slot}.tsx",
  "app/modules/pets/components/{pet-filter-fields,fit-panel}.tsx",
  "app/modules/stays/components/*.tsx",
  "app/routes/stays/{search,search-page,detail,detail-page}.tsx",
  "app/routes/home.tsx",
  "app/modules/accounts/components/auth-ui.tsx",
  "app/modules/bookings/components/{booking-form,booking-aside,pet-fields,payment-schedule,stay-summary,checkout-form,trip-details,booking-status-badge}.tsx",
  // The traveller's side (i18nuser): the trip page's panels, the receipt, the user area.
  "app/modules/bookings/components/{cancel-panel,booking-history,trip-ended-panel}.tsx",
  "app/modules/payments/components/{booking-money,months-to-pay}.tsx",
  "app/modules/reviews/components/trip-review-panel.tsx",
  "app/routes/user/{layout,booking-detail,receipt,bookings,messages,message-thread,settings,profile,wishlist,notifications,pets,pet-edit,delete-profile,message-new}.tsx",
  "app/modules/pets/components/{pet-card,pet-form,fit-badge}.tsx",
  "app/modules/accounts/components/security-settings.tsx",
  "app/modules/notifications/components/notification-preferences-form.tsx",
  "app/modules/messages/components/{thread-list,thread-parts,thread-composer}.tsx",
  "app/routes/bookings/{booking,checkout,confirm}.tsx",
  "app/routes/auth/{sign-in,sign-up,forgot-password,update-password,two-factor,email-sent,email-authenticated}.tsx",
  // The traveller's side, issue 38's rest (i18ntrav3): account set-up pages.
  "app/modules/accounts/components/two-factor-setup.tsx",
  "app/routes/auth/{two-factor-setup,change-email,email-changed,phone-verify}.tsx",
  // Reviews and reports on the traveller's side, the public traveller page.
  "app/routes/user/{review,content-report,review-report}.tsx",
  "app/routes/travellers/traveller.tsx",
  "app/modules/reviews/components/{review-of-you-panel,reply-form,public-traveller-page,stars-field}.tsx",
  "app/ui/report-form.tsx",
  // A thread's offers and pet résumé, the new message's pets.
  "app/modules/messages/components/{offer-panel,pet-resume}.tsx",
  // Paying on Stripe, and a new card for a refused month.
  "app/routes/bookings/{stripe-checkout,stripe-return}.tsx",
  "app/routes/user/trip-card.tsx",
  "app/modules/profiles/components/avatar-editor.tsx",
  // The owner's side.
  "app/routes/host/{layout,home,listings,reservations,reservation,calendar,listing-calendar}.tsx",
  "app/modules/hosting/calendar/components/{change-panel,listing-calendar,multi-calendar}.tsx",
  "app/modules/hosting/components/{today-at-a-glance,listing-list,listing-status-badge,answer-countdown,reservation-list,reservation-page,reservation-detail}.tsx",
  "app/routes/host/{earnings,payouts}.tsx",
  // The owner's messages, profile and guest reviews (i18nhost3).
  "app/routes/host/{saved-replies,listing-scheduled,messages,host-profile,guest-review}.tsx",
  "app/modules/messages/components/{template-form-parts,saved-reply-picker}.tsx",
  "app/modules/hosting/components/scheduled-message-form.tsx",
  "app/modules/reviews/components/{guest-review-fields,guest-record-panel}.tsx",
  "app/routes/host/listing-calendar-sync.tsx",
  "app/modules/calendar-sync/components/calendar-sync-page.tsx",
  "app/modules/hosting/earnings/components/earnings-view.tsx",
  "app/modules/hosting/listing-editor/components/{editor-frame,step-form,space-form,booking-settings-form,place-form,pets-form,description-form,pricing-form,listing-review,review-summary,photo-manager,photo-uploader}.tsx",
  "app/modules/maps/components/pin-picker.tsx",
  "app/modules/hosting/pricing-rules/components/pricing-rules-page.tsx",
  "app/routes/host/{listing-step,listing-pricing,listing-review,listing-photos}.tsx",
  // The operator console.
  "app/routes/operator/{layout,home,users,user,listings,bookings,booking}.tsx",
  "app/modules/operator/components/{search-form,user-detail,listing-review-card,report-item}.tsx",
  // The reading pages (blog, content pages, contact, 404) and the small shared parts (i18nread).
  "app/modules/blog/components/*.tsx",
  "app/routes/blog/{index,article,tag}.tsx",
  "app/modules/content/components/{landing,document-page}.tsx",
  "app/routes/content/{about-us,contact-us,privacy-policy,terms,landing}.tsx",
  "app/modules/contact/components/contact-form.tsx",
  "app/routes/not-found.tsx",
  "app/frame/{logo,navigation-progress}.tsx",
  "app/ui/{icon,pagination}.tsx",
  "app/ui/toast/toast-list.tsx",
  "app/ui/resilience/components/{connection-notices,offline-badge}.tsx",
  // Pet damage claims, on all three sides (i18nclaims).
  "app/modules/claims/components/{claim-answer-form,claim-detail,claim-file-form,claim-panel}.tsx",
  "app/routes/user/trip-claim.tsx",
  "app/routes/host/reservation-claim.tsx",
  "app/routes/operator/{claims,claim}.tsx",
  "app/modules/operator/components/claim-decision-form.tsx",
  // The rest of the operator console (i18nclaims).
  "app/routes/operator/{reports,settings,audit,confirm}.tsx",
  "app/modules/operator/components/{settings-panels,site-cancel-form}.tsx",
];

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
