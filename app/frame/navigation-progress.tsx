import { useNavigation } from "react-router";
import { useT } from "~/i18n/react";

/** A thin bar at the top of the page while a navigation or form submission is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const t = useT("frame.progress");
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      aria-hidden={!busy}
      data-testid="navigation-progress"
      data-state={navigation.state}
      className={`fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden transition-opacity duration-200 ${
        busy ? "opacity-100" : "pointer-events-none opacity-0"
      }`}
    >
      <div className="h-full w-2/5 bg-accent [animation:progress-slide_1.1s_ease-in-out_infinite]" />
    </div>
  );
}
