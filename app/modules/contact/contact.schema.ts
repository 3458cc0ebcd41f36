import { z } from "zod";
import { CONTACT_TOPICS, MESSAGE_MAX, type ContactTopic } from "./contact.ts";

export { CONTACT_TOPICS, HONEYPOT_FIELD } from "./contact.ts";

/** The contact form, used by the page (limits on the fields) and the action (validation). */
export const contactSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Please tell us your name.")
    .max(100, "Please keep your name under 100 characters."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email address, so we can answer you.")
    .max(254, "That email address is too long.")
    .pipe(z.email("Please enter a valid email address, like name@example.com.")),
  topic: z.enum(CONTACT_TOPICS.map((t) => t.value) as [ContactTopic, ...ContactTopic[]], {
    error: "Please choose what your message is about.",
  }),
  message: z
    .string()
    .trim()
    .min(20, "Please write a little more (at least 20 characters), so we can help.")
    .max(MESSAGE_MAX, `Please keep your message under ${MESSAGE_MAX} characters.`),
  bookingReference: z
    .string()
    .trim()
    .max(40, "A booking reference is at most 40 characters.")
    .regex(/^[A-Za-z0-9-]*$/, "A booking reference has only letters, numbers and hyphens.")
    .refine((v) => v === "" || v.length >= 3, "A booking reference is at least 3 characters.")
    .transform((v) => (v === "" ? undefined : v.toUpperCase()))
    .optional(),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
