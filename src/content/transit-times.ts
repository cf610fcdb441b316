// Express transit times (spec §9): 15 city pairs, door to door, with two-up driver teams on the
// long legs. Distances are the usual road distances between the two cities' freight terminals.

export type City = {
  name: string;
  state: 'VIC' | 'NSW' | 'QLD' | 'SA' | 'WA' | 'NT' | 'ACT';
  /** Latitude and longitude of the city centre, for the map. */
  lat: number;
  lng: number;
};

export const cities = {
  melbourne: { name: 'Melbourne', state: 'VIC', lat: -37.8136, lng: 144.9631 },
  sydney: { name: 'Sydney', state: 'NSW', lat: -33.8688, lng: 151.2093 },
  brisbane: { name: 'Brisbane', state: 'QLD', lat: -27.4698, lng: 153.0251 },
  adelaide: { name: 'Adelaide', state: 'SA', lat: -34.9285, lng: 138.6007 },
  perth: { name: 'Perth', state: 'WA', lat: -31.9505, lng: 115.8605 },
  canberra: { name: 'Canberra', state: 'ACT', lat: -35.2809, lng: 149.13 },
  darwin: { name: 'Darwin', state: 'NT', lat: -12.4634, lng: 130.8456 },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof cities;

export type TransitTime = {
  from: CityKey;
  to: CityKey;
  distanceKm: number;
  transitHours: number;
};

/** Ordered from the shortest transit time to the longest. */
export const transitTimes: TransitTime[] = [
  { from: 'melbourne', to: 'adelaide', distanceKm: 731, transitHours: 8 },
  { from: 'melbourne', to: 'canberra', distanceKm: 663, transitHours: 9 },
  { from: 'melbourne', to: 'sydney', distanceKm: 878, transitHours: 11 },
  { from: 'sydney', to: 'brisbane', distanceKm: 918, transitHours: 12 },
  { from: 'adelaide', to: 'canberra', distanceKm: 1160, transitHours: 14 },
  { from: 'brisbane', to: 'canberra', distanceKm: 1210, transitHours: 15 },
  { from: 'sydney', to: 'adelaide', distanceKm: 1375, transitHours: 16 },
  { from: 'melbourne', to: 'brisbane', distanceKm: 1676, transitHours: 20 },
  { from: 'brisbane', to: 'adelaide', distanceKm: 2025, transitHours: 24 },
  { from: 'adelaide', to: 'perth', distanceKm: 2695, transitHours: 32 },
  { from: 'adelaide', to: 'darwin', distanceKm: 3030, transitHours: 36 },
  { from: 'melbourne', to: 'perth', distanceKm: 3418, transitHours: 40 },
  { from: 'canberra', to: 'perth', distanceKm: 3790, transitHours: 44 },
  { from: 'sydney', to: 'perth', distanceKm: 3936, transitHours: 46 },
  { from: 'brisbane', to: 'perth', distanceKm: 4314, transitHours: 48 },
];

export function routeLabel(route: TransitTime): string {
  return `${cities[route.from].name} – ${cities[route.to].name}`;
}

export function formatTransitHours(hours: number): string {
  return `${hours} hours`;
}

/** The quickest and the longest express routes, for copy that sums up the table. */
export function transitTimeSpan(): string {
  const quickest = transitTimes[0]!;
  const longest = transitTimes[transitTimes.length - 1]!;
  const leg = (r: TransitTime) =>
    `${formatTransitHours(r.transitHours)} ${cities[r.from].name} to ${cities[r.to].name}`;
  return `from ${leg(quickest)} to ${leg(longest)}`;
}
