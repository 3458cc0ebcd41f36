import { Icon, type IconName } from "~/ui/icon";
import { useToast } from "./toast/toast.tsx";
import { usePreferences } from "./use-preferences.ts";
import type { Direction, Theme } from "./preferences.ts";

const themeOptions: { value: Theme; label: string; icon: IconName }[] = [
  { value: "light", label: "Light", icon: "sun" },
  { value: "dark", label: "Dark", icon: "moon" },
  { value: "auto", label: "Auto", icon: "monitor" },
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
  const chooseTheme = (value: Theme) => {
    setTheme(value);
    show({
      type: "success",
      message: value === "auto" ? "Theme follows your system setting." : `Theme set to ${value}.`,
    });
  };
  const chooseDirection = (value: Direction) => {
    setDirection(value);
    show({
      type: "success",
      message: value === "rtl" ? "Text runs right to left." : "Text runs left to right.",
    });
  };
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Theme</legend>
        <div className="inline-flex rounded-full border border-line bg-surface p-1">
          {themeOptions.map(({ value, label, icon }) => (
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
                className="sr-only"
              />
              <Icon name={icon} className="size-4" />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {withDirection && (
        <div>
          <label htmlFor={`${idPrefix}-direction`} className="mb-2 block text-sm font-semibold text-ink">
            Text direction
          </label>
          <select
            id={`${idPrefix}-direction`}
            value={direction}
            onChange={(event) => chooseDirection(event.target.value as Direction)}
            className="h-10 rounded-full border border-line bg-surface ps-4 pe-8 text-sm text-ink"
          >
            <option value="ltr">Left to right</option>
            <option value="rtl">Right to left</option>
          </select>
        </div>
      )}
    </div>
  );
}
