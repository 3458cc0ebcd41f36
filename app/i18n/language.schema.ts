import { z } from "zod";
import { LOCALES } from "./locales.ts";

/** The settings' language form (decision 3800): one of the site's languages. */
export const languageSchema = z.object({
  language: z.enum(LOCALES, { message: "Choose one of the site's languages." }),
});
