import type { IconName } from "~/ui/icon";

export const speciesIcons: Record<string, IconName> = {
  dog: "dog",
  cat: "cat",
  bird: "bird",
  rabbit: "rabbit",
  small_mammal: "rat",
  reptile: "turtle",
  other: "paw-print",
};

export const amenityIcons: Record<string, IconName> = {
  wifi: "wifi",
  kitchen: "cooking-pot",
  washer: "washing-machine",
  parking: "car",
  ac: "fan",
  heating: "heater",
  workspace: "laptop",
  tv: "tv",
  pool: "waves-horizontal",
  hot_tub: "bath",
  fireplace: "flame",
  ev_charger: "plug-zap",
  dishwasher: "utensils",
  patio: "sun",
  bbq: "flame",
  step_free: "accessibility",
};

export const petAmenityIcons: Record<string, IconName> = {
  fenced_yard: "fence",
  dog_door: "door-open",
  bowls: "soup",
  pet_bed: "bed",
  crate: "box",
  relief_area: "trees",
  litter_box: "box",
  dog_wash: "bone",
};
