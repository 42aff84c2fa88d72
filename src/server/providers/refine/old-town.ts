/**
 * Whether the town an idea happens in is an old one of low buildings rather than a city of towers. Round 96's judges
 * saw a skyscraper skyline behind Jaisalmer's fort, Erbil's citadel and a son jarocho fandango in Tlacotalpan: most
 * towns people set a record in are not Manhattan, and the towers are kept for ideas that say so.
 */
import type { Setting } from '../../../shared/contracts/scene-brief.ts';

/** The settings that are a town: a city seen whole and a street in it. */
export const OLD_TOWN_SETTINGS: ReadonlySet<Setting> = new Set(['city', 'street']);

/** Words that ask for towers: a skyline, downtown, neon, a megacity by name. */
const TOWERS =
  /\b(?:skylines?|skyscrapers?|high-?rises?|tower ?blocks?|towers|downtown|metropolis|mega-?city|megalopolis|cyberpunk|futuristic|neon|office (?:blocks?|towers?)|glass towers?|city lights|concrete jungle|housing projects?|manhattan|new york|nyc|tokyo|shinjuku|shibuya|hong kong|kowloon|shanghai|seoul|dubai|singapore|times square|las vegas|blade runner)\b/;

/** Words that name an old town or something only an old town has. */
const OLD =
  /\b(?:old (?:town|city|quarter|port)|historic|medieval|ancient|colonial|medinas?|kasbah|casbah|souks?|souqs?|bazaars?|forts?|fortress(?:es)?|citadels?|castles?|villages?|hamlets?|cobbled|cobblestones?|walled|favelas?|barrios?|townships?|shanty ?towns?|piazzas?|market towns?|whitewashed|adobe|terracotta roofs?|tiled roofs|minarets?|mosques?|temples?|cathedrals?|church spires?|arcades|narrow (?:lanes|streets)|alleys?|winding (?:lanes|streets)|house ?fronts|rooftops|washing lines|hanging laundry)\b/;

/** Genres whose records are set in a town of houses more often than under towers. */
const OLD_TOWN_GENRES = new Set([
  'folk',
  'americana',
  'country',
  'bluegrass',
  'blues',
  'gospel',
  'classical',
  'opera',
  'celtic',
  'world',
  'latin',
  'salsa',
  'bossa-nova',
  'flamenco',
  'tango',
  'reggae',
  'dancehall',
  'afrobeats',
]);

/** Whether an idea (normalised text) set in `setting` is in an old town, for a record of the genre `genreId`. */
export function inOldTown(norm: string, setting: Setting, genreId: string): boolean {
  if (!OLD_TOWN_SETTINGS.has(setting) || TOWERS.test(norm)) return false;
  return OLD.test(norm) || OLD_TOWN_GENRES.has(genreId);
}
