// Mirrors db/migrations/1100_pets.sql (the source of truth).
import { boolean, date, index, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const pets = pgTable(
  "pets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    species: text("species").notNull(),
    breed: text("breed").notNull().default(""),
    weightLb: numeric("weight_lb", { precision: 5, scale: 2, mode: "number" }),
    weightUnit: text("weight_unit").$type<"kg" | "lb">().notNull().default("lb"),
    bornOn: date("born_on"),
    photoUrl: text("photo_url"),
    vaccinated: boolean("vaccinated").notNull().default(false),
    vaccinatedOn: date("vaccinated_on"),
    spayedNeutered: boolean("spayed_neutered").notNull().default(false),
    houseTrained: boolean("house_trained").notNull().default(false),
    goodWithChildren: boolean("good_with_children"),
    goodWithAnimals: boolean("good_with_animals"),
    notes: text("notes").notNull().default(""),
    serviceAnimal: boolean("service_animal").notNull().default(false),
    createdAt: stamp("created_at").notNull().defaultNow(),
    updatedAt: stamp("updated_at").notNull().defaultNow(),
  },
  (t) => [index("pets_user").on(t.userId, t.createdAt)],
);
