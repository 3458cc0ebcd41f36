import { Icon, type IconName } from "~/ui/icon";
import { useToast } from "./toast/toast.tsx";
import { usePreferences } from "./use-preferences.ts";
import type { Direction, Theme } from "./preferences.ts";
import { useT } from "~/i18n/react";

const themeOptions: { value: Theme; icon: IconName }[] = [
  { value: "light", icon: "sun" },
  { value: "dark", icon: "moon" },
  { value: "auto", icon: "monitor" },
];

/**
 * Theme and text-direction choices: the settings page has both; the footer only the theme (the
 * direction, which few need, is easily switched there by mistake).
 */
export function AppearanceControls({
  idPrefix = "appearance",
  direction: withDirection = true,
}: {
  idPrefix?: string;
  direction?: boolean;
}) {
  const { theme, direction, setTheme, setDirection } = usePreferences();
  const { show } = useToast();
  const t = useT("frame.appearance");
  const themeMessage = (value: Theme) =>
    value === "auto" ? t("themeAuto") : t("themeSet", { theme: value });
  const chooseTheme = (value: Theme) => {
    setTheme(value);
    show({ type: "success", message: themeMessage(value) });
  };
  const chooseDirection = (value: Direction) => {
    setDirection(value);
    show({ type: "success", message: value === "rtl" ? t("runsRtl") : t("runsLtr") });
  };
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">{t("theme")}</legend>
        <div className="inline-flex rounded-full border border-line bg-surface p-1">
          {themeOptions.map(({ value, icon }) => (
            <label
              key={value}
              className="flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm text-muted has-[:checked]:bg-primary has-[:checked]:text-on-primary has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[var(--focus)]"
            >
              <input
                type="radio"
                name={`${idPrefix}-theme`}
                value={value}
                checked={theme === value}
                onChange={() => chooseTheme(value)}
                // The message a reading page's plain script shows (decision 4000).
                data-toast={themeMessage(value)}
                className="sr-only"
              />
              <Icon name={icon} className="size-4" />
              {t(value)}
            </label>
          ))}
        </div>
      </fieldset>
      {withDirection && (
        <div>
          <label htmlFor={`${idPrefix}-direction`} className="mb-2 block text-sm font-semibold text-ink">
            {t("direction")}
          </label>
          <select
            id={`${idPrefix}-direction`}
            value={direction}
            onChange={(event) => chooseDirection(event.target.value as Direction)}
            className="h-10 rounded-full border border-line bg-surface ps-4 pe-8 text-sm text-ink"
          >
            <option value="ltr">{t("ltr")}</option>
            <option value="rtl">{t("rtl")}</option>
          </select>
        </div>
      )}
    </div>
  );
}
