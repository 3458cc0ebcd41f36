/** Where the browser keeps the signed-in profile: apart, so the frame's first chunk need not carry the store (decision 4030). */
export const PROFILE_STORAGE_KEY = "user-profile";
