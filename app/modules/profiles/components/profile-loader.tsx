import { useProfileOnStart } from "../profile-store.ts";

/** Spec §4: the signed-in user's profile is loaded into the browser's store on app start. */
export function ProfileLoader({ userId }: { userId: string | null }) {
  useProfileOnStart(userId);
  return null;
}
