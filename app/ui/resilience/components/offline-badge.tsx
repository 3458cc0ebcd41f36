import { Icon } from "~/ui/icon";
import { useConnectionStatus } from "../connection-status.ts";
import { useT } from "~/i18n/react";

/** The header's subtle sign that live updates are off until the connection comes back. */
export function OfflineBadge() {
  const { liveOffline } = useConnectionStatus();
  const t = useT("frame.connection");
  return (
    <span role="status" className="contents">
      {liveOffline && (
        <span
          title={t("paused")}
          className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-muted"
        >
          <Icon name="wifi-off" className="size-3.5" />
          {t("offline")}
        </span>
      )}
    </span>
  );
}
