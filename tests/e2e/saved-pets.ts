import { expect, type Page } from "@playwright/test";

export interface SavedPetInput {
  name: string;
  species: string;
  breed: string;
  weight: string;
  unit: "kg" | "lb";
}

/** A pet saved on /user/pets as a traveller would (4 years old, vaccinated, house-trained). */
export async function savePet(page: Page, pet: SavedPetInput) {
  await page.goto("/user/pets/new");
  await page.getByLabel("Name").fill(pet.name);
  await page.getByLabel("Species").selectOption(pet.species);
  await page.getByLabel("Breed").fill(pet.breed);
  await page.getByLabel("Weight", { exact: true }).fill(pet.weight);
  await page.getByLabel("Unit").selectOption(pet.unit);
  await page.getByLabel("Years").fill("4");
  await page.getByLabel("Vaccinations are up to date").check();
  await page.getByLabel("House-trained").check();
  await page.getByRole("button", { name: "Save the pet" }).click();
  // A new pet goes on to its own page, where a picture may be added.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit ${pet.name}`, { timeout: 20_000 });
}
