/** Vocabulary for the deterministic demo-data generator. */
export interface SeedCity {
  city: string;
  region: string;
  country: string;
  lat: number;
  lon: number;
  tz: string;
  /** Typical nightly rate in dollars for a one-bedroom. */
  rate: number;
  /** Lodging tax in basis points. */
  tax: number;
  hoods: string[];
}

export const CITIES: SeedCity[] = [
  { city: "Austin", region: "Texas", country: "United States", lat: 30.27, lon: -97.74, tz: "America/Chicago", rate: 140, tax: 1500, hoods: ["South Congress", "East Austin", "Zilker", "Hyde Park"] },
  { city: "Denver", region: "Colorado", country: "United States", lat: 39.74, lon: -104.99, tz: "America/Denver", rate: 135, tax: 1075, hoods: ["Highlands", "Capitol Hill", "Wash Park", "RiNo"] },
  { city: "Portland", region: "Oregon", country: "United States", lat: 45.52, lon: -122.68, tz: "America/Los_Angeles", rate: 125, tax: 1150, hoods: ["Alberta Arts", "Hawthorne", "Sellwood", "Pearl District"] },
  { city: "Seattle", region: "Washington", country: "United States", lat: 47.61, lon: -122.33, tz: "America/Los_Angeles", rate: 160, tax: 1560, hoods: ["Ballard", "Fremont", "Capitol Hill", "West Seattle"] },
  { city: "San Diego", region: "California", country: "United States", lat: 32.72, lon: -117.16, tz: "America/Los_Angeles", rate: 185, tax: 1050, hoods: ["North Park", "Ocean Beach", "La Jolla", "Little Italy"] },
  { city: "Los Angeles", region: "California", country: "United States", lat: 34.05, lon: -118.24, tz: "America/Los_Angeles", rate: 190, tax: 1400, hoods: ["Silver Lake", "Venice", "Echo Park", "Los Feliz"] },
  { city: "San Francisco", region: "California", country: "United States", lat: 37.77, lon: -122.42, tz: "America/Los_Angeles", rate: 220, tax: 1400, hoods: ["Mission", "Noe Valley", "Sunset", "Bernal Heights"] },
  { city: "Asheville", region: "North Carolina", country: "United States", lat: 35.6, lon: -82.55, tz: "America/New_York", rate: 150, tax: 1300, hoods: ["West Asheville", "Montford", "River Arts", "Kenilworth"] },
  { city: "Nashville", region: "Tennessee", country: "United States", lat: 36.16, lon: -86.78, tz: "America/Chicago", rate: 165, tax: 1525, hoods: ["East Nashville", "12 South", "Germantown", "Sylvan Park"] },
  { city: "Chicago", region: "Illinois", country: "United States", lat: 41.88, lon: -87.63, tz: "America/Chicago", rate: 150, tax: 1740, hoods: ["Logan Square", "Lincoln Park", "Wicker Park", "Andersonville"] },
  { city: "New York", region: "New York", country: "United States", lat: 40.71, lon: -74.0, tz: "America/New_York", rate: 240, tax: 1475, hoods: ["Park Slope", "Astoria", "Harlem", "Williamsburg"] },
  { city: "Boston", region: "Massachusetts", country: "United States", lat: 42.36, lon: -71.06, tz: "America/New_York", rate: 200, tax: 1445, hoods: ["Jamaica Plain", "South End", "Somerville", "Charlestown"] },
  { city: "Burlington", region: "Vermont", country: "United States", lat: 44.48, lon: -73.21, tz: "America/New_York", rate: 145, tax: 1000, hoods: ["Old North End", "South End", "Hill Section"] },
  { city: "Savannah", region: "Georgia", country: "United States", lat: 32.08, lon: -81.09, tz: "America/New_York", rate: 155, tax: 1300, hoods: ["Historic District", "Starland", "Ardsley Park"] },
  { city: "Miami", region: "Florida", country: "United States", lat: 25.76, lon: -80.19, tz: "America/New_York", rate: 195, tax: 1300, hoods: ["Coconut Grove", "Little Havana", "Wynwood", "Coral Way"] },
  { city: "Tampa", region: "Florida", country: "United States", lat: 27.95, lon: -82.46, tz: "America/New_York", rate: 140, tax: 1250, hoods: ["Seminole Heights", "Hyde Park", "Ybor City"] },
  { city: "Phoenix", region: "Arizona", country: "United States", lat: 33.45, lon: -112.07, tz: "America/Phoenix", rate: 125, tax: 1257, hoods: ["Arcadia", "Roosevelt Row", "Coronado"] },
  { city: "Santa Fe", region: "New Mexico", country: "United States", lat: 35.69, lon: -105.94, tz: "America/Denver", rate: 160, tax: 1500, hoods: ["Canyon Road", "Railyard", "South Capitol"] },
  { city: "Salt Lake City", region: "Utah", country: "United States", lat: 40.76, lon: -111.89, tz: "America/Denver", rate: 120, tax: 1300, hoods: ["Sugar House", "The Avenues", "Liberty Wells"] },
  { city: "Minneapolis", region: "Minnesota", country: "United States", lat: 44.98, lon: -93.27, tz: "America/Chicago", rate: 115, tax: 1340, hoods: ["Uptown", "Northeast", "Linden Hills"] },
  { city: "Madison", region: "Wisconsin", country: "United States", lat: 43.07, lon: -89.4, tz: "America/Chicago", rate: 110, tax: 1050, hoods: ["Willy Street", "Vilas", "Tenney-Lapham"] },
  { city: "Bend", region: "Oregon", country: "United States", lat: 44.06, lon: -121.31, tz: "America/Los_Angeles", rate: 170, tax: 1000, hoods: ["Old Bend", "Northwest Crossing", "Awbrey Butte"] },
  { city: "Charleston", region: "South Carolina", country: "United States", lat: 32.78, lon: -79.93, tz: "America/New_York", rate: 185, tax: 1350, hoods: ["Wagener Terrace", "Harleston Village", "Park Circle"] },
  { city: "New Orleans", region: "Louisiana", country: "United States", lat: 29.95, lon: -90.07, tz: "America/Chicago", rate: 150, tax: 1575, hoods: ["Marigny", "Bywater", "Garden District", "Mid-City"] },
  { city: "Houston", region: "Texas", country: "United States", lat: 29.76, lon: -95.37, tz: "America/Chicago", rate: 115, tax: 1700, hoods: ["Montrose", "The Heights", "Museum District"] },
  { city: "Raleigh", region: "North Carolina", country: "United States", lat: 35.78, lon: -78.64, tz: "America/New_York", rate: 115, tax: 1275, hoods: ["Oakwood", "Five Points", "Mordecai"] },
  { city: "Lake Tahoe", region: "California", country: "United States", lat: 39.1, lon: -120.03, tz: "America/Los_Angeles", rate: 230, tax: 1000, hoods: ["Kings Beach", "Tahoe City", "South Lake"] },
  { city: "Honolulu", region: "Hawaii", country: "United States", lat: 21.31, lon: -157.86, tz: "Pacific/Honolulu", rate: 210, tax: 1800, hoods: ["Kaimuki", "Manoa", "Kailua"] },
  { city: "Anchorage", region: "Alaska", country: "United States", lat: 61.22, lon: -149.9, tz: "America/Anchorage", rate: 140, tax: 1200, hoods: ["Spenard", "Turnagain", "Midtown"] },
  { city: "Vancouver", region: "British Columbia", country: "Canada", lat: 49.28, lon: -123.12, tz: "America/Vancouver", rate: 175, tax: 1300, hoods: ["Kitsilano", "Mount Pleasant", "Commercial Drive"] },
  { city: "Toronto", region: "Ontario", country: "Canada", lat: 43.65, lon: -79.38, tz: "America/Toronto", rate: 160, tax: 1500, hoods: ["Leslieville", "The Annex", "Roncesvalles"] },
  { city: "Montréal", region: "Québec", country: "Canada", lat: 45.5, lon: -73.57, tz: "America/Toronto", rate: 130, tax: 1500, hoods: ["Plateau", "Mile End", "Verdun"] },
  { city: "Mexico City", region: "CDMX", country: "Mexico", lat: 19.43, lon: -99.13, tz: "America/Mexico_City", rate: 90, tax: 1900, hoods: ["Roma Norte", "Condesa", "Coyoacán"] },
  { city: "Lisbon", region: "Lisbon District", country: "Portugal", lat: 38.72, lon: -9.14, tz: "Europe/Lisbon", rate: 110, tax: 600, hoods: ["Alfama", "Campo de Ourique", "Príncipe Real"] },
  { city: "Barcelona", region: "Catalonia", country: "Spain", lat: 41.39, lon: 2.17, tz: "Europe/Madrid", rate: 140, tax: 1000, hoods: ["Gràcia", "Eixample", "Poblenou"] },
  { city: "Amsterdam", region: "North Holland", country: "Netherlands", lat: 52.37, lon: 4.9, tz: "Europe/Amsterdam", rate: 180, tax: 1250, hoods: ["Jordaan", "De Pijp", "Oost"] },
  { city: "Berlin", region: "Berlin", country: "Germany", lat: 52.52, lon: 13.4, tz: "Europe/Berlin", rate: 120, tax: 750, hoods: ["Kreuzberg", "Prenzlauer Berg", "Neukölln"] },
  { city: "Edinburgh", region: "Scotland", country: "United Kingdom", lat: 55.95, lon: -3.19, tz: "Europe/London", rate: 150, tax: 2000, hoods: ["Stockbridge", "Leith", "Marchmont"] },
  { city: "Dublin", region: "Leinster", country: "Ireland", lat: 53.35, lon: -6.26, tz: "Europe/Dublin", rate: 170, tax: 1350, hoods: ["Ranelagh", "Portobello", "Stoneybatter"] },
  { city: "Melbourne", region: "Victoria", country: "Australia", lat: -37.81, lon: 144.96, tz: "Australia/Melbourne", rate: 140, tax: 1000, hoods: ["Fitzroy", "St Kilda", "Brunswick"] },
];

export const TITLE_OPENERS = ["Sunny", "Quiet", "Cozy", "Bright", "Leafy", "Roomy", "Charming", "Airy", "Peaceful", "Modern", "Classic", "Light-filled"];
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

export const FIRST_NAMES = ["Maya", "Daniel", "Priya", "Sam", "Elena", "Marcus", "Hana", "Luis", "Grace", "Omar", "Nina", "Theo", "Rosa", "Ben", "Aiko", "Jonah", "Leah", "Tomás", "Ivy", "Kofi", "Clara", "Rafael", "June", "Victor"];
export const LAST_INITIALS = "ABCDEFGHJKLMNPRSTVW".split("");

export const PET_NAMES = { dog: ["Biscuit", "Luna", "Max", "Pepper", "Scout", "Juniper", "Murphy", "Olive"], cat: ["Miso", "Tigger", "Nori", "Cleo", "Pickles", "Sage"] } as const;

export const REVIEW_LINES = [
  "The fenced yard was perfect for our dog; she ran laps every morning.",
  "Exactly as described, and the owner answered every question about our cat within an hour.",
  "Bowls, a bed and a stack of old towels waited for us. It felt like the place was made for pets.",
  "We stayed a month for a work contract and it never felt cramped. Quiet street, great walks.",
  "The dog park around the corner was a highlight. Clean, comfortable and easy check-in.",
  "Our two dogs settled in right away. The pet fee was fair and there were no surprises at check-out.",
  "The photos undersell it. Lots of light, a real kitchen and a comfortable bed.",
  "A calm place for an anxious rescue dog. We'd book again without thinking twice.",
  "Wifi was fast enough for video calls every day. Our cat loved the sunny window seat.",
  "The owner left a list of pet-friendly cafés and the nearest vet. Very thoughtful.",
  "Great location, though street parking was tight on weekends.",
  "Spotless and well stocked. The crate was handy for the evenings we went out.",
];

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

export const BREED_RESTRICTIONS = ["Pit bull terriers", "Rottweilers", "Doberman pinschers", "Wolf hybrids", "Akitas"];
export const PARK_NAMES = ["Riverside Dog Park", "Bark Meadow", "Off-leash Commons", "Hilltop Dog Run", "Greenway Paw Park", "Lakeside Off-leash Area"];
export const VET_NAMES = ["Neighborhood Animal Clinic", "Paws & Claws Veterinary", "City Pet Hospital", "Friendly Vet Care", "All Creatures Clinic"];
export const OWNER_ABOUT = [
  "I've rented my place to travelling nurses and their pets for years. I live nearby and I'm happy to help with anything.",
  "Dog person, coffee person, hiking person. I keep the home the way I'd want it as a guest with a pet.",
  "We're a family of four plus a golden retriever. Our home is ready for yours.",
  "Retired teacher and lifelong cat owner. I'll leave you tips on the best walks and the nearest vet.",
  "I manage my own two homes and answer messages myself, usually within the hour.",
];
