/** Vocabulary for the deterministic demo-data generator. */
export interface SeedCity {
  city: string;
  region: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
  /** The currency stays there are priced in (as app/modules/hosting/listing-editor/places.ts has it). */
  currency: string;
  /** Typical nightly rate for a one-bedroom, in whole units of the local currency. */
  rate: number;
  /** Lodging tax in basis points. */
  tax: number;
  hoods: string[];
}

export const CITIES: SeedCity[] = [
  {
    city: "Austin",
    region: "Texas",
    country: "United States",
    lat: 30.27,
    lon: -97.74,
    tz: "America/Chicago",
    currency: "USD",
    rate: 140,
    tax: 1500,
    hoods: ["South Congress", "East Austin", "Zilker", "Hyde Park"],
  },
  {
    city: "Denver",
    region: "Colorado",
    country: "United States",
    lat: 39.74,
    lon: -104.99,
    tz: "America/Denver",
    currency: "USD",
    rate: 135,
    tax: 1075,
    hoods: ["Highlands", "Capitol Hill", "Wash Park", "RiNo"],
  },
  {
    city: "Portland",
    region: "Oregon",
    country: "United States",
    lat: 45.52,
    lon: -122.68,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 125,
    tax: 1150,
    hoods: ["Alberta Arts", "Hawthorne", "Sellwood", "Pearl District"],
  },
  {
    city: "Seattle",
    region: "Washington",
    country: "United States",
    lat: 47.61,
    lon: -122.33,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 160,
    tax: 1560,
    hoods: ["Ballard", "Fremont", "Capitol Hill", "West Seattle"],
  },
  {
    city: "San Diego",
    region: "California",
    country: "United States",
    lat: 32.72,
    lon: -117.16,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 185,
    tax: 1050,
    hoods: ["North Park", "Ocean Beach", "La Jolla", "Little Italy"],
  },
  {
    city: "Los Angeles",
    region: "California",
    country: "United States",
    lat: 34.05,
    lon: -118.24,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 190,
    tax: 1400,
    hoods: ["Silver Lake", "Venice", "Echo Park", "Los Feliz"],
  },
  {
    city: "San Francisco",
    region: "California",
    country: "United States",
    lat: 37.77,
    lon: -122.42,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 220,
    tax: 1400,
    hoods: ["Mission", "Noe Valley", "Sunset", "Bernal Heights"],
  },
  {
    city: "Asheville",
    region: "North Carolina",
    country: "United States",
    lat: 35.6,
    lon: -82.55,
    tz: "America/New_York",
    currency: "USD",
    rate: 150,
    tax: 1300,
    hoods: ["West Asheville", "Montford", "River Arts", "Kenilworth"],
  },
  {
    city: "Nashville",
    region: "Tennessee",
    country: "United States",
    lat: 36.16,
    lon: -86.78,
    tz: "America/Chicago",
    currency: "USD",
    rate: 165,
    tax: 1525,
    hoods: ["East Nashville", "12 South", "Germantown", "Sylvan Park"],
  },
  {
    city: "Chicago",
    region: "Illinois",
    country: "United States",
    lat: 41.88,
    lon: -87.63,
    tz: "America/Chicago",
    currency: "USD",
    rate: 150,
    tax: 1740,
    hoods: ["Logan Square", "Lincoln Park", "Wicker Park", "Andersonville"],
  },
  {
    city: "New York",
    region: "New York",
    country: "United States",
    lat: 40.71,
    lon: -74.0,
    tz: "America/New_York",
    currency: "USD",
    rate: 240,
    tax: 1475,
    hoods: ["Park Slope", "Astoria", "Harlem", "Williamsburg"],
  },
  {
    city: "Boston",
    region: "Massachusetts",
    country: "United States",
    lat: 42.36,
    lon: -71.06,
    tz: "America/New_York",
    currency: "USD",
    rate: 200,
    tax: 1445,
    hoods: ["Jamaica Plain", "South End", "Somerville", "Charlestown"],
  },
  {
    city: "Burlington",
    region: "Vermont",
    country: "United States",
    lat: 44.48,
    lon: -73.21,
    tz: "America/New_York",
    currency: "USD",
    rate: 145,
    tax: 1000,
    hoods: ["Old North End", "South End", "Hill Section"],
  },
  {
    city: "Savannah",
    region: "Georgia",
    country: "United States",
    lat: 32.08,
    lon: -81.09,
    tz: "America/New_York",
    currency: "USD",
    rate: 155,
    tax: 1300,
    hoods: ["Historic District", "Starland", "Ardsley Park"],
  },
  {
    city: "Miami",
    region: "Florida",
    country: "United States",
    lat: 25.76,
    lon: -80.19,
    tz: "America/New_York",
    currency: "USD",
    rate: 195,
    tax: 1300,
    hoods: ["Coconut Grove", "Little Havana", "Wynwood", "Coral Way"],
  },
  {
    city: "Tampa",
    region: "Florida",
    country: "United States",
    lat: 27.95,
    lon: -82.46,
    tz: "America/New_York",
    currency: "USD",
    rate: 140,
    tax: 1250,
    hoods: ["Seminole Heights", "Hyde Park", "Ybor City"],
  },
  {
    city: "Phoenix",
    region: "Arizona",
    country: "United States",
    lat: 33.45,
    lon: -112.07,
    tz: "America/Phoenix",
    currency: "USD",
    rate: 125,
    tax: 1257,
    hoods: ["Arcadia", "Roosevelt Row", "Coronado"],
  },
  {
    city: "Santa Fe",
    region: "New Mexico",
    country: "United States",
    lat: 35.69,
    lon: -105.94,
    tz: "America/Denver",
    currency: "USD",
    rate: 160,
    tax: 1500,
    hoods: ["Canyon Road", "Railyard", "South Capitol"],
  },
  {
    city: "Salt Lake City",
    region: "Utah",
    country: "United States",
    lat: 40.76,
    lon: -111.89,
    tz: "America/Denver",
    currency: "USD",
    rate: 120,
    tax: 1300,
    hoods: ["Sugar House", "The Avenues", "Liberty Wells"],
  },
  {
    city: "Minneapolis",
    region: "Minnesota",
    country: "United States",
    lat: 44.98,
    lon: -93.27,
    tz: "America/Chicago",
    currency: "USD",
    rate: 115,
    tax: 1340,
    hoods: ["Uptown", "Northeast", "Linden Hills"],
  },
  {
    city: "Madison",
    region: "Wisconsin",
    country: "United States",
    lat: 43.07,
    lon: -89.4,
    tz: "America/Chicago",
    currency: "USD",
    rate: 110,
    tax: 1050,
    hoods: ["Willy Street", "Vilas", "Tenney-Lapham"],
  },
  {
    city: "Bend",
    region: "Oregon",
    country: "United States",
    lat: 44.06,
    lon: -121.31,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 170,
    tax: 1000,
    hoods: ["Old Bend", "Northwest Crossing", "Awbrey Butte"],
  },
  {
    city: "Charleston",
    region: "South Carolina",
    country: "United States",
    lat: 32.78,
    lon: -79.93,
    tz: "America/New_York",
    currency: "USD",
    rate: 185,
    tax: 1350,
    hoods: ["Wagener Terrace", "Harleston Village", "Park Circle"],
  },
  {
    city: "New Orleans",
    region: "Louisiana",
    country: "United States",
    lat: 29.95,
    lon: -90.07,
    tz: "America/Chicago",
    currency: "USD",
    rate: 150,
    tax: 1575,
    hoods: ["Marigny", "Bywater", "Garden District", "Mid-City"],
  },
  {
    city: "Houston",
    region: "Texas",
    country: "United States",
    lat: 29.76,
    lon: -95.37,
    tz: "America/Chicago",
    currency: "USD",
    rate: 115,
    tax: 1700,
    hoods: ["Montrose", "The Heights", "Museum District"],
  },
  {
    city: "Raleigh",
    region: "North Carolina",
    country: "United States",
    lat: 35.78,
    lon: -78.64,
    tz: "America/New_York",
    currency: "USD",
    rate: 115,
    tax: 1275,
    hoods: ["Oakwood", "Five Points", "Mordecai"],
  },
  {
    city: "Lake Tahoe",
    region: "California",
    country: "United States",
    lat: 39.1,
    lon: -120.03,
    tz: "America/Los_Angeles",
    currency: "USD",
    rate: 230,
    tax: 1000,
    hoods: ["Kings Beach", "Tahoe City", "South Lake"],
  },
  {
    city: "Honolulu",
    region: "Hawaii",
    country: "United States",
    lat: 21.31,
    lon: -157.86,
    tz: "Pacific/Honolulu",
    currency: "USD",
    rate: 210,
    tax: 1800,
    hoods: ["Kaimuki", "Manoa", "Kailua"],
  },
  {
    city: "Anchorage",
    region: "Alaska",
    country: "United States",
    lat: 61.22,
    lon: -149.9,
    tz: "America/Anchorage",
    currency: "USD",
    rate: 140,
    tax: 1200,
    hoods: ["Spenard", "Turnagain", "Midtown"],
  },
  {
    city: "Vancouver",
    region: "British Columbia",
    country: "Canada",
    lat: 49.28,
    lon: -123.12,
    tz: "America/Vancouver",
    currency: "CAD",
    rate: 235,
    tax: 1300,
    hoods: ["Kitsilano", "Mount Pleasant", "Commercial Drive"],
  },
  {
    city: "Toronto",
    region: "Ontario",
    country: "Canada",
    lat: 43.65,
    lon: -79.38,
    tz: "America/Toronto",
    currency: "CAD",
    rate: 215,
    tax: 1500,
    hoods: ["Leslieville", "The Annex", "Roncesvalles"],
  },
  {
    city: "Montréal",
    region: "Québec",
    country: "Canada",
    lat: 45.5,
    lon: -73.57,
    tz: "America/Toronto",
    currency: "CAD",
    rate: 175,
    tax: 1500,
    hoods: ["Plateau", "Mile End", "Verdun"],
  },
  {
    city: "Mexico City",
    region: "CDMX",
    country: "Mexico",
    lat: 19.43,
    lon: -99.13,
    tz: "America/Mexico_City",
    currency: "MXN",
    rate: 1600,
    tax: 1900,
    hoods: ["Roma Norte", "Condesa", "Coyoacán"],
  },
  {
    city: "Lisbon",
    region: "Lisbon District",
    country: "Portugal",
    lat: 38.72,
    lon: -9.14,
    tz: "Europe/Lisbon",
    currency: "EUR",
    rate: 105,
    tax: 600,
    hoods: ["Alfama", "Campo de Ourique", "Príncipe Real"],
  },
  {
    city: "Barcelona",
    region: "Catalonia",
    country: "Spain",
    lat: 41.39,
    lon: 2.17,
    tz: "Europe/Madrid",
    currency: "EUR",
    rate: 135,
    tax: 1000,
    hoods: ["Gràcia", "Eixample", "Poblenou"],
  },
  {
    city: "Amsterdam",
    region: "North Holland",
    country: "Netherlands",
    lat: 52.37,
    lon: 4.9,
    tz: "Europe/Amsterdam",
    currency: "EUR",
    rate: 170,
    tax: 1250,
    hoods: ["Jordaan", "De Pijp", "Oost"],
  },
  {
    city: "Berlin",
    region: "Berlin",
    country: "Germany",
    lat: 52.52,
    lon: 13.4,
    tz: "Europe/Berlin",
    currency: "EUR",
    rate: 110,
    tax: 750,
    hoods: ["Kreuzberg", "Prenzlauer Berg", "Neukölln"],
  },
  {
    city: "Edinburgh",
    region: "Scotland",
    country: "United Kingdom",
    lat: 55.95,
    lon: -3.19,
    tz: "Europe/London",
    currency: "GBP",
    rate: 125,
    tax: 2000,
    hoods: ["Stockbridge", "Leith", "Marchmont"],
  },
  {
    city: "Dublin",
    region: "Leinster",
    country: "Ireland",
    lat: 53.35,
    lon: -6.26,
    tz: "Europe/Dublin",
    currency: "EUR",
    rate: 160,
    tax: 1350,
    hoods: ["Ranelagh", "Portobello", "Stoneybatter"],
  },
  {
    city: "Melbourne",
    region: "Victoria",
    country: "Australia",
    lat: -37.81,
    lon: 144.96,
    tz: "Australia/Melbourne",
    currency: "AUD",
    rate: 210,
    tax: 1000,
    hoods: ["Fitzroy", "St Kilda", "Brunswick"],
  },
];

export const TITLE_OPENERS = [
  "Sunny",
  "Quiet",
  "Cozy",
  "Bright",
  "Leafy",
  "Roomy",
  "Charming",
  "Airy",
  "Peaceful",
  "Modern",
  "Classic",
  "Light-filled",
];
/** Title endings; the first two only where they are true (a fenced yard; dogs and a dog park). */
export const TITLE_HOOKS = [
  "with a fenced yard",
  "near the dog park",
  "with a big porch",
  "steps from the trails",
  "with a garden",
  "for long stays",
  "with a home office",
  "close to the river",
  "with a sunny patio",
  "by the greenway",
];

export const FIRST_NAMES = [
  "Maya",
  "Daniel",
  "Priya",
  "Sam",
  "Elena",
  "Marcus",
  "Hana",
  "Luis",
  "Grace",
  "Omar",
  "Nina",
  "Theo",
  "Rosa",
  "Ben",
  "Aiko",
  "Jonah",
  "Leah",
  "Tomás",
  "Ivy",
  "Kofi",
  "Clara",
  "Rafael",
  "June",
  "Victor",
];
export const LAST_INITIALS = "ABCDEFGHJKLMNPRSTVW".split("");

export const HOUSE_RULES = [
  "No smoking inside",
  "Quiet hours 10 pm to 7 am",
  "No parties or events",
  "Please wipe paws at the door on rainy days",
  "Pick up after your pet in the yard and on walks",
  "Pets off the beds and sofas, please (throws provided)",
  "Keep pets on a leash in shared areas",
  "Please tell us about any damage so we can fix it for the next guests",
];

export const BREED_RESTRICTIONS = [
  "Pit bull terriers",
  "Rottweilers",
  "Doberman pinschers",
  "Wolf hybrids",
  "Akitas",
];
export const PARK_NAMES = [
  "Riverside Dog Park",
  "Bark Meadow",
  "Off-leash Commons",
  "Hilltop Dog Run",
  "Greenway Paw Park",
  "Lakeside Off-leash Area",
];
export const VET_NAMES = [
  "Neighborhood Animal Clinic",
  "Paws & Claws Veterinary",
  "City Pet Hospital",
  "Friendly Vet Care",
  "All Creatures Clinic",
];

// ----- Demo owners: every demo stay belongs to an owner who can sign in and try hosting -----

/** The password of every demo owner account (demo data only: anyone may read it here). */
export const DEMO_PASSWORD = "muddy paws welcome";
export const DEMO_EMAIL_DOMAIN = "demo.example.com";
/** The demo owner the README names: the first owner the demo seed makes. */
export const DEMO_OWNER = {
  email: `maya.alvarez@${DEMO_EMAIL_DOMAIN}`,
  password: DEMO_PASSWORD,
  firstName: "Maya",
  lastName: "Alvarez",
} as const;

/** Owners' names by where they live (a host in Lisbon is more likely a Portuguese speaker). */
export const OWNER_NAMES: Record<string, { first: string[]; last: string[] }> = {
  en: {
    first: [
      "Maya",
      "Daniel",
      "Priya",
      "Sam",
      "Elena",
      "Marcus",
      "Hana",
      "Grace",
      "Omar",
      "Nina",
      "Theo",
      "Ben",
      "Aiko",
      "Jonah",
      "Leah",
      "Ivy",
      "Kofi",
      "Clara",
      "June",
      "Victor",
      "Ruth",
      "Dev",
      "Tess",
      "Malik",
    ],
    last: [
      "Alvarez",
      "Brooks",
      "Chen",
      "Donovan",
      "Ellis",
      "Foster",
      "Garcia",
      "Hughes",
      "Iyer",
      "Jensen",
      "Kowalski",
      "Lee",
      "Morgan",
      "Nakamura",
      "Okafor",
      "Patel",
      "Quinn",
      "Reyes",
      "Sullivan",
      "Turner",
      "Walsh",
      "Young",
    ],
  },
  es: {
    first: [
      "Lucía",
      "Mateo",
      "Sofía",
      "Diego",
      "Valeria",
      "Javier",
      "Camila",
      "Andrés",
      "Elena",
      "Pablo",
      "Mariana",
      "Rafael",
    ],
    last: [
      "Hernández",
      "García",
      "Martínez",
      "López",
      "Torres",
      "Ramírez",
      "Navarro",
      "Ortega",
      "Vidal",
      "Castillo",
    ],
  },
  pt: {
    first: ["Inês", "João", "Mariana", "Tiago", "Beatriz", "Rui", "Catarina", "Miguel"],
    last: ["Silva", "Santos", "Ferreira", "Costa", "Oliveira", "Rodrigues", "Almeida"],
  },
  fr: {
    first: ["Julie", "Mathieu", "Camille", "Olivier", "Sophie", "Étienne", "Chloé", "Gabriel"],
    last: ["Tremblay", "Gagnon", "Roy", "Côté", "Bouchard", "Gauthier", "Lavoie"],
  },
  nl: {
    first: ["Sanne", "Daan", "Lotte", "Bram", "Femke", "Ruben"],
    last: ["de Vries", "Jansen", "Bakker", "Visser", "Smit", "Mulder"],
  },
  de: {
    first: ["Lena", "Jonas", "Mia", "Felix", "Hannah", "Lukas"],
    last: ["Müller", "Schmidt", "Becker", "Wagner", "Hoffmann", "Krüger"],
  },
};

/** The names and languages a host in a country (or city) most likely has. */
export function ownerLocale(country: string, city: string): { names: string; languages: string[][] } {
  if (city === "Montréal") return { names: "fr", languages: [["French", "English"]] };
  switch (country) {
    case "Mexico":
      return { names: "es", languages: [["Spanish", "English"], ["Spanish"]] };
    case "Spain":
      return {
        names: "es",
        languages: [
          ["Spanish", "Catalan", "English"],
          ["Spanish", "English"],
        ],
      };
    case "Portugal":
      return {
        names: "pt",
        languages: [
          ["Portuguese", "English"],
          ["Portuguese", "English", "French"],
        ],
      };
    case "Netherlands":
      return {
        names: "nl",
        languages: [
          ["Dutch", "English"],
          ["Dutch", "English", "German"],
        ],
      };
    case "Germany":
      return { names: "de", languages: [["German", "English"]] };
    case "Canada":
      return { names: "en", languages: [["English"], ["English", "French"]] };
    case "United States":
      return {
        names: "en",
        languages: [["English"], ["English"], ["English", "Spanish"], ["English", "French"]],
      };
    default:
      return {
        names: "en",
        languages: [["English"], ["English", "Irish"].slice(0, country === "Ireland" ? 2 : 1)],
      };
  }
}

/** A host's "about": `{city}` is where they live. No animal named: their homes differ in whom they welcome. */
export const OWNER_ABOUT = [
  "I've rented my home in {city} to travelling nurses and their pets for years. I live nearby and I'm happy to help with anything.",
  "Coffee person, walking person, pet person. I keep the place the way I'd want it as a guest travelling with an animal.",
  "We're a family of four with pets of our own, so we know what travelling with one takes. Our place is ready for yours.",
  "Retired teacher and lifelong pet owner. I'll leave you tips on the best walks and the nearest vet in {city}.",
  "I look after my own homes in {city} and answer messages myself, usually within the hour.",
  "Born and raised in {city}. Ask me about quiet parks, good bakeries and the cafés that welcome pets.",
  "I work from home most days and love meeting guests who travel with their animals. Long stays are my favourite.",
  "My partner and I bought this place to be near family. When we're away, we're glad it's home to someone else's pets.",
];

// ----- Reviews: consistent with what the stay welcomes -----

export const PET_NAMES: Record<"dog" | "cat" | "bird" | "rabbit" | "small_mammal", string[]> = {
  dog: ["Biscuit", "Luna", "Max", "Pepper", "Scout", "Juniper", "Murphy", "Olive", "Rosie", "Bear"],
  cat: ["Miso", "Tigger", "Nori", "Cleo", "Pickles", "Sage", "Mochi", "Felix"],
  bird: ["Kiwi", "Mango", "Pip", "Sunny"],
  rabbit: ["Clover", "Hazel", "Thumper", "Bun"],
  small_mammal: ["Peanut", "Nibbles", "Toffee"],
};

/** What a guest says about their own pet's stay (`{pet}`: the pet's name). */
export const PET_LINES: Record<keyof typeof PET_NAMES, string[]> = {
  dog: [
    "{pet} settled in on the first evening and slept through every night.",
    "Long walks started right from the front door; {pet} came home tired and happy every day.",
    "Towels by the door for muddy paws were a lovely touch after rainy walks with {pet}.",
    "{pet} is a nervous rescue dog and was calm here within a day.",
    "Plenty of room for {pet}'s crate and bed without feeling cramped.",
  ],
  cat: [
    "{pet} claimed the sunny window sill on day one.",
    "A quiet corner and a sunny window were all {pet} needed; the cat was purring by the first night.",
    "{pet} is a nervous traveller, but hid under the bed for one evening only.",
    "No gaps behind the appliances for {pet} to squeeze into: the owner clearly knows cats.",
  ],
  bird: [
    "There was a bright, draft-free spot for {pet}'s cage, well away from the kitchen.",
    "{pet} chattered happily by the window all week; our bird loved the light.",
  ],
  rabbit: [
    "The owner cleared a corner so {pet} had room to hop about, and the floors were easy to keep clean.",
    "Cables were tucked away, which matters with a rabbit like {pet}.",
  ],
  small_mammal: [
    "Our guinea pig {pet}'s cage fitted on a steady table out of the sun.",
    "A quiet room for {pet}'s cage, away from drafts: our hamster travelled well.",
  ],
};

/** Lines only true of some homes (the key is what the home must have). */
export const FEATURE_LINES = {
  fencedYard: "{pet} ran laps of the fenced yard every morning.",
  dogPark: "The dog park around the corner was a highlight for {pet}.",
  petBowls: "Bowls, a pet bed and a stack of old towels were waiting for us.",
  noPetFee: "No pet fee, which was a nice surprise.",
  fairPetFee: "The pet fee was fair and there were no surprises at check-out.",
  longStay: "We stayed a month for a work contract and it never felt cramped.",
  workspace: "The desk and fast wifi made video calls easy every day.",
} as const;

/** How a guest opens their review, by the stars they gave. */
export const REVIEW_OPENINGS: Record<3 | 4 | 5, string[]> = {
  5: [
    "Exactly as described, and spotless.",
    "We'd book again without thinking twice.",
    "The owner answered every question within the hour.",
    "Lots of light, a real kitchen and a comfortable bed.",
    "Check-in was easy and the instructions were clear.",
    "The owner left a list of pet-friendly cafés and the nearest vet. Very thoughtful.",
  ],
  4: [
    "A comfortable stay overall.",
    "Good value for the area, and a friendly owner.",
    "Nice place in a good location.",
    "Comfortable and well equipped.",
  ],
  3: ["An adequate base for a few nights.", "Mixed feelings about this one.", "Fine for a short stay."],
};

/** What held a guest back from five stars. */
export const REVIEW_GRIPES = [
  "Street parking was tight on weekends.",
  "The bed was a little soft for us.",
  "The wifi dropped a couple of times.",
  "It was noisier at night than we expected.",
  "The kitchen could use better pans.",
  "The check-in instructions arrived late, which was stressful with a pet in the car.",
  "The place needed a better clean when we arrived; the owner sorted it the next day.",
];

// ----- Money in the listing's own currency -----

/** Amounts that look natural in each currency (whole units), not converted dollars. */
export interface MoneyStyle {
  /** Nightly rates and cleaning fees are multiples of this; monthly rates of `monthlyStep`. */
  step: number;
  monthlyStep: number;
  /** Cleaning fee: base + per bedroom + up to `spread`. */
  cleaning: [base: number, perBedroom: number, spread: number];
  petFeePerStay: number[];
  petFeePerNight: number[];
  petFeePerMonth: number[];
  deposit: number[];
}

export const MONEY: Record<string, MoneyStyle> = {
  USD: {
    step: 5,
    monthlyStep: 50,
    cleaning: [40, 25, 60],
    petFeePerStay: [25, 35, 50, 75, 100, 150],
    petFeePerNight: [10, 15, 20, 25],
    petFeePerMonth: [25, 50, 75],
    deposit: [100, 150, 200, 250, 300, 500],
  },
  CAD: {
    step: 5,
    monthlyStep: 50,
    cleaning: [50, 30, 70],
    petFeePerStay: [30, 40, 50, 75, 100, 150],
    petFeePerNight: [10, 15, 20, 25, 30],
    petFeePerMonth: [35, 50, 75, 100],
    deposit: [150, 200, 250, 300, 500],
  },
  GBP: {
    step: 5,
    monthlyStep: 50,
    cleaning: [30, 20, 40],
    petFeePerStay: [20, 25, 30, 40, 50, 75],
    petFeePerNight: [5, 10, 15, 20],
    petFeePerMonth: [20, 30, 40, 50],
    deposit: [100, 150, 200, 250],
  },
  EUR: {
    step: 5,
    monthlyStep: 50,
    cleaning: [35, 20, 45],
    petFeePerStay: [20, 25, 30, 40, 50, 80],
    petFeePerNight: [5, 10, 15, 20],
    petFeePerMonth: [25, 40, 50, 60],
    deposit: [100, 150, 200, 300],
  },
  MXN: {
    step: 50,
    monthlyStep: 500,
    cleaning: [500, 300, 600],
    petFeePerStay: [300, 400, 500, 750, 1000],
    petFeePerNight: [100, 150, 200, 250],
    petFeePerMonth: [400, 600, 800, 1000],
    deposit: [1000, 1500, 2000, 3000],
  },
  AUD: {
    step: 5,
    monthlyStep: 50,
    cleaning: [60, 35, 80],
    petFeePerStay: [40, 50, 75, 100, 150],
    petFeePerNight: [15, 20, 25, 30],
    petFeePerMonth: [40, 60, 80, 100],
    deposit: [200, 250, 300, 500],
  },
};
