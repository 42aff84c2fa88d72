/**
 * The subject library and noun resolver (cover engine v2): what a cover can draw, and which drawing stands for
 * each noun of an idea. Planning calls `resolveNoun`; the look renderers call `loadShape` for placed subjects
 * and leave procedural `sky:`/`land:` assets to the environment layer.
 */
export { findEmojiThings, type EmojiThing } from './emoji.ts';
export { materialOfNoun } from './material.ts';
export { groundOfThing, indoorThing, isRoom, settingOfNoun, SPORTS_MEETING } from './places.ts';
export { toolOfAct, toolOfTrade, type TradeTool } from './trades.ts';
export { dressedIn } from './attire.ts';
export { lexiconEntries } from './lexicon.ts';
export { stature } from './stature.ts';
export {
  resolveNoun,
  COSTUMES,
  STATUES,
  namesAThing,
  drawnByItsHead,
  headMeantOtherwise,
  namedByBothWords,
  distinctSubjectCount,
  possessedPart,
  isInstrument,
  type Resolution,
} from './resolve.ts';
export { loadShape, hasAsset, isProceduralAsset, proceduralAssets, listAssets, type AssetEntry } from './library.ts';
export {
  ALLOWED_LICENSES,
  ICON_SETS,
  FIRST_PARTY_SETS,
  FOREIGN_WORD_DATA,
  WORD_DATA,
  type ManifestSet,
} from './assets-manifest.ts';
