import type { Platform } from "../../platform/runtime.server.ts";
import type { SharedPage } from "../../platform/context.ts";
import { getSessionUser } from "../accounts/guards.server.ts";
import { loadStay } from "./stay-page.server.ts";

/**
 * A stay's page and who it is drawn for. On the page drawn the same for everyone (decision 4010)
 * the request carries no session, so a published stay is drawn as for a visitor without one. A
 * stay that is not published is shown only to its owner (a draft's preview) or to the operators
 * reviewing it: then the visitor's own cookie decides, and the page is theirs alone (neither kept
 * nor shared).
 */
export async function stayForViewer(
  platform: Platform,
  request: Request,
  shared: SharedPage | null,
  slug: string,
  today: string,
) {
  const db = platform.database.db;
  const user = await getSessionUser(platform, request);
  const found = await loadStay(db, slug, today, { viewerId: user?.id ?? null, areaSecret: platform.secret });
  if (found || !shared?.viewerCookie) return { user, found };
  const viewer = await getSessionUser(
    platform,
    new Request(request.url, { headers: { cookie: shared.viewerCookie } }),
  );
  if (!viewer) return { user, found };
  const own = await loadStay(db, slug, today, { viewerId: viewer.id, areaSecret: platform.secret });
  if (own) shared.markPersonal();
  return { user: own ? viewer : user, found: own };
}
