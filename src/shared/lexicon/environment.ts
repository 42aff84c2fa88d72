/**
 * Words that name the place, the light and the weather of a cover: what the environment layer draws. Sky bodies
 * (sun, moon...) and landforms (mountain, wave...) are subjects the environment draws itself (`sky:` and `land:`
 * assets), so "a blood red moon" keeps its colour bound to the moon.
 */
import type { Effect, Room, Setting, TimeOfDay, Weather } from '../contracts/scene-brief.ts';
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

export interface EnvironmentWord {
  setting?: Setting;
  time?: TimeOfDay;
  weather?: Weather;
  effect?: Effect;
  /** A procedural subject the environment draws (`sky:moon`, `land:wave`). */
  asset?: string;
  /** What the cover shows for the word, for the idea's parts ("fog", "a forest"); a bare noun for assets ("moon"). */
  as: string;
  /**
   * A building that is the place only when the idea is in it ("inside an old church"); otherwise it is a thing
   * drawn in the scene ("a ruined church in a pine forest").
   */
  inside?: true;
  /** A backdrop that is a thing when something is on it ("three cats on a wall"): then it is drawn, not the place. */
  support?: true;
  /** A word that is this only in an idea with one of these words ("spray" by a breaking wave; a spray can elsewhere). */
  near?: RegExp;
}

const W = (words: string, value: EnvironmentWord): [string[], EnvironmentWord] => [words.split('|'), value];

/** Water to the horizon: a flooded place, drawn as the water it has become. */
export const FLOOD: EnvironmentWord = { setting: 'lake', as: 'flood water to the horizon' };

/** Open places that flood (a flooded room keeps its room; a flooded city its skyline). */
const FLOODABLE: ReadonlySet<Setting | undefined> = new Set([
  'street',
  'road',
  'courtyard',
  'field',
  'desert',
  'hills',
]);
/** "Flooded" a word or two before the place it floods ("a flooded multistorey car park", "flooded Paris side street"). */
const FLOODED_BEFORE = /\b(?:flooded|waterlogged|inundated|submerged|drowned)\s+(?:[\w'-]+\s+){0,2}$/;

/** An open place the idea calls flooded is the flood: the mention widened back to "flooded", with the flood's value. */
function floodedPlace(text: string, m: PhraseMatch<EnvironmentWord>): PhraseMatch<EnvironmentWord> {
  if (!FLOODABLE.has(m.value.setting)) return m;
  const before = FLOODED_BEFORE.exec(text.slice(Math.max(0, m.start - 40), m.start));
  if (!before) return m;
  const start = m.start - before[0].length;
  return { ...m, start, phrase: text.slice(start, m.end), value: FLOOD };
}

/** Longest phrase wins, so "full moon" beats "moon" and "night sky" beats "sky". */
const TABLE: [string[], EnvironmentWord][] = [
  // Places.
  W('sky|skies|heaven|heavens|the clouds|in the clouds|above the clouds|cloudscape', {
    setting: 'sky',
    as: 'an open sky',
  }),
  W('sea|ocean|oceans|seas|open sea|high seas|waves|surf|shallow surf|seascape|tide', {
    setting: 'sea',
    as: 'the sea',
  }),
  W('beach|shore|shoreline|coast|seaside|sand|sandy beach|bay|tropical beach', { setting: 'beach', as: 'a beach' }),
  W(
    'lake|lakes|pond|ponds|river|lagoon|lagoons|calm lake|still water|reflection|reflections|puddle|riverbank|river bank|creek|stream|brook|canal|canals|canal bank|towpath|harbour|harbor|marina|dock water',
    {
      setting: 'lake',
      as: 'still water with reflections',
    },
  ),
  // A swimming pool is a tiled basin cut into a paved deck, never a lake under hills (round 94's empty one was). (Bare
  // "pools" are as often pools of light.)
  W(
    'pool|swimming pool|swimming pools|pool water|motel pool|hotel pool|olympic pool|outdoor pool|indoor pool|lido|paddling pool|kiddie pool|wave pool|infinity pool|plunge pool|backyard pool|municipal pool|empty pool|drained pool|poolside|pool side|pool deck',
    { setting: 'pool', as: 'a swimming pool' },
  ),
  // Light lying on the ground is light, not water; a rock pool is the shore's.
  W('pool of light|pools of light|pool of lamplight|pool of moonlight|pool of streetlight', {
    effect: 'spotlight',
    as: 'a pool of light',
  }),
  W('rock pool|rock pools|rockpool|rockpools|tidal pool|tidal pools|tide pool|tide pools', {
    setting: 'beach',
    as: 'a rock pool on the shore',
  }),
  // A flooded place is water to the horizon with what stands in it standing in the water (`floodedPlace` reads any
  // other open place the idea calls flooded).
  W(
    'flooded field|flooded fields|flooded meadow|flooded road|flooded village|flooded valley|flooded quarry|flooded car park|flooded parking lot|flooded farm|floodwater|floodwaters|flood water|flood plain|the flood|flood|floods|a flood',
    FLOOD,
  ),
  // A spring of hot water is a steaming pool, never a bath or a coil; rice terraces are flooded steps of field.
  W('hot spring|hot springs|thermal spring|thermal springs|thermal pool|thermal pools|onsen|geothermal pool', {
    setting: 'lake',
    effect: 'smoke',
    as: 'a steaming pool of hot water',
  }),
  W(
    'rice terrace|rice terraces|rice paddy|rice paddies|paddy field|paddy fields|paddies|terraced fields|terraced field',
    {
      setting: 'lake',
      as: 'flooded fields of rice',
    },
  ),
  W('swamp|swamps|marsh|marshes|marshland|bog|bogs|wetland|wetlands|bayou|mire|fen|everglades', {
    setting: 'lake',
    as: 'a swamp of still water',
  }),
  W(
    'underwater|under water|under the sea|undersea|deep sea|deep blue water|deep water|seabed|sea floor|ocean floor|reef|coral reef|abyss',
    {
      setting: 'underwater',
      as: 'underwater light',
    },
  ),
  W('city|cities|skyline|city skyline|downtown|metropolis|skyscrapers|rooftop|rooftops|tokyo|new york|paris|london', {
    setting: 'city',
    as: 'a city skyline',
  }),
  W(
    'street|streets|main street|high street|main drag|alley|alleyway|avenue|boulevard|sidewalk|pavement|kerb|curb|gutter|parking lot|car park|carpark|parking garage|multi storey car park|multistorey car park|cul de sac|cul de sacs|crosswalk|crossroads|crossroad|intersection|junction|road junction|roundabout|traffic circle|outside a corner store|outside the corner store|outside a corner shop|outside the corner shop|outside a bodega|outside the bodega|stoop|stoops|front stoop|rowhouses|row houses|block party|across the road|over the road',
    {
      setting: 'street',
      as: 'a street',
    },
  ),
  // An open place walled in by buildings, paved, under the sky: a courtyard, a cloister, a town's square (round 92's
  // qawwals in a dargah's marble courtyard and a mugham trio in a caravanserai's were drawn in a street canyon).
  W(
    'courtyard|courtyards|court yard|inner courtyard|cloister|cloisters|quadrangle|town square|village square|market square|main square|city square|plaza|piazza|zocalo',
    { setting: 'courtyard', as: 'a courtyard' },
  ),
  // A road through open country, not a street lined with buildings.
  W(
    'road|roads|open road|open roads|the open road|country road|country roads|back road|back roads|backroad|backroads|dirt road|gravel road|farm road|farm track|dirt track|country lane|country lanes|farm lane|highway|highways|motorway|motorways|freeway|freeways|interstate|autobahn|expressway|turnpike|route 66|trail ride|wagon trail',
    { setting: 'road', as: 'an open road' },
  ),
  // A named bed of a river or lake is nearly always a dry one ("a dried up lakebed"): one with water is the water.
  W(
    'riverbed|river bed|lakebed|lake bed|creek bed|dry riverbed|dry river bed|dried up riverbed|dry lakebed|dried lakebed|dried up lakebed|dry lake|dried up lake|dried out lake|dried-out lake|dried up river|dried out river|dry salt lake|dried out salt lake|dried up salt lake|salt pan|salt pans|salt works|saltworks|salt evaporation ponds|wadi|arroyo',
    { setting: 'desert', as: 'a dry bed of cracked earth' },
  ),
  W('desert|deserts|dunes|sand dunes|wasteland|badlands|canyon|mesa|salt flat|salt flats|prairie desert', {
    setting: 'desert',
    as: 'a desert',
  }),
  W('forest|forests|woods|woodland|jungle|rainforest|dark forest|pine forest|grove|taiga|forest floor', {
    setting: 'forest',
    as: 'a forest',
  }),
  W(
    'field|fields|meadow|meadows|prairie|farmland|wheat field|grassland|tall grass|pasture|plains|countryside|farm|plantation|tea plantation|tea field|tea fields|tea terrace|tea terraces|tea estate|tea estates|tea garden|tea gardens|vine terraces|terraced vineyard|terraced vineyards|vineyard|vineyards|rice paddy|rice paddies|paddy field|paddy fields|paddies|rice field|rice fields|rice terraces|cornfield|orchard',
    {
      setting: 'field',
      as: 'an open field',
    },
  ),
  W('graveyard|cemetery|churchyard|boneyard|burial ground', { setting: 'field', as: 'a graveyard' }),
  W('park|parks|city park|public park|parkland|village green', { setting: 'field', as: 'a park' }),
  W(
    'football pitch|soccer pitch|rugby pitch|cricket pitch|football field|soccer field|baseball field|ball field|playing field|playing fields|sports field',
    { setting: 'field', as: 'a playing field' },
  ),
  // A stadium on a cover is its pitch under the open sky, not a pictogram of the building.
  W('stadium|stadiums|football stadium|soccer stadium|sports stadium|ballpark|ball park', {
    setting: 'field',
    as: 'a stadium pitch',
  }),
  W('hill|hills|hillside|valley|valleys|rolling hills|moor|moors|moorland|heath|heathland|highlands', {
    setting: 'hills',
    as: 'hills',
  }),
  // (Snow on the peaks is far off on a summer day: no snowfield under the scene, round 117's polka terrace at Bled.)
  W(
    'snowy tips|snowy peaks|snowy summits|snowy tops|snow-capped|snowcapped|snow capped|snow-capped peaks|snow on the peaks|snow on the tops',
    { setting: 'mountains', as: 'snow-capped mountains' },
  ),
  W('mountains|mountain range|mountain peak|peaks|alps|summit|cliffs|cliff|ridge|ridges', {
    setting: 'mountains',
    as: 'mountains',
  }),
  // (The ice one stands on, fishes through or cracks is the frozen ground, never an ice cube: round 110's winter road
  // was a red one.)
  W(
    'ice road|ice roads|snow|snowy|snowed-in|snowed in|snowed-over|snowed over|snowed under|snowbound|snow-covered|snow covered|snowfield|arctic|antarctic|tundra|glacier|frozen|ice field|ice shelf|ice sheet|ice floe|ice floes|pack ice|sea ice|winter landscape|the ice|lake ice',
    {
      setting: 'snow',
      as: 'snow',
    },
  ),
  W('space|outer space|deep space|galaxy|galaxies|cosmos|universe|nebula|orbit|the void of space', {
    setting: 'space',
    as: 'deep space',
  }),
  W(
    'room|bedroom|living room|kitchen|bar|bar counter|diner|cafe|cafe table|window|by the window|studio apartment|motel room|hallway|hallways|corridor|corridors|library|cathedral interior|interior|indoors|floor|floorboards|bedroom floor|kitchen floor|living room floor|recording studio|rehearsal room|rehearsal space|practice room|control room|vocal booth',
    {
      setting: 'interior',
      as: 'an interior',
    },
  ),
  // (Down the nave of one is inside it too, `IN_IT`: round 110's jellyfish drifted underwater beside a church icon.)
  W('church|chapel|cathedral', { setting: 'interior', as: 'an interior', inside: true }),
  // Rooms whose names also qualify things ("a lounge chair", "office supplies"): a setting only when the idea is in one.
  // (A flat is a home in "an empty flat", "my flat", never a bare "flat": "a flat estuary", "on flat beige", round 98.)
  W(
    'hall|lounge|jazz club|smoky club|smokey club|sweaty club|dark club|tiny club|small club|packed club|dance club|comedy club|social club|supper club|working mens club|working men club|blues club|punk club|rock club|techno club|underground club|basement club|nightclub|night club|milonga|laundromat|bathroom|basement|cellar|wine cellar|vineyard cellar|dance school|dance studio|ballet school|ballet studio|music school|attic|office|classroom|hotel room|lobby|warehouse|garage|hangar|loft|gym|ballroom|dance hall|concert hall|music hall|village hall|salle des fetes|village salle des fetes|salle polyvalente|salle communale|church hall|town hall|auditorium|opera house|theatre|theater|pub|tavern|taverna|restaurant|bistro|brasserie|trattoria|cantina|izakaya|teahouse|tea house|tearoom|tea room|cider house|beer hall|canteen|chop bar|chophouse|pizzeria|noodle bar|community hall|banquet hall|wedding hall|function room|bingo hall|pool hall|sports hall|school hall|parish hall|mess hall|barn|shed|cabin|log cabin|sugar shack|hut|stable|boathouse|bathhouse|bath house|bath hall|sento|onsen|hammam|public baths|chip shop|kitchen party|my flat|our flat|his flat|her flat|their flat|your flat|the flat|empty flat|council flat|studio flat|rented flat|shared flat|tiny flat|basement flat|bedsit|apartment',
    {
      setting: 'interior',
      as: 'an interior',
      inside: true,
    },
  ),
  // A train's dining car is a wood-panelled room on rails, never a motor car (round 109 drew one).
  W(
    'restaurant car|dining car|buffet car|sleeper car|sleeping car|train carriage|railway carriage|train compartment|carriage of the train|carriage of a train',
    { setting: 'interior', as: 'inside a railway carriage', inside: true },
  ),
  // (A riser is the low stage a singer stands on in a hall, never someone who rises: round 110.)
  // (A club's stage is a stage, whatever club: "a small club stage" was a bat in a small club.)
  W(
    'stage|on stage|concert|concert stage|gig|arena|orchestra pit|club stage|small club stage|tiny club stage|jazz club stage|dark club stage|packed club stage|sweaty club stage|punk club stage|rock club stage|blues club stage|basement club stage|comedy club stage|working mens club stage|working men club stage|social club stage|supper club stage|dance floor|dancefloor|disco floor|riser|drum riser',
    {
      setting: 'stage',
      as: 'a stage',
    },
  ),
  W('wall|walls|brick wall|painted wall|concrete wall', { setting: 'studio', as: 'a plain backdrop', support: true }),
  W(
    'black background|white background|plain background|blank background|backdrop|void|blue void|studio backdrop|seamless backdrop|studio|photo studio|photography studio',
    { setting: 'studio', as: 'a plain backdrop' },
  ),

  // Light and time.
  W('dawn|sunrise|daybreak|first light|morning|early morning|morning light', { time: 'dawn', as: 'dawn light' }),
  W('day|daytime|midday|noon|afternoon|sunny|sunshine|summer day|bright day|daylight', { time: 'day', as: 'daylight' }),
  W('golden hour|sunset|sunsets|sundown|late afternoon|setting sun|heat', { time: 'golden', as: 'low golden sun' }),
  W('dusk|twilight|evening|blue hour|gloaming|nightfall', { time: 'dusk', as: 'dusk light' }),
  W(
    'night|nights|midnight|at night|nighttime|night sky|moonlight|moonlit|after dark|in the dark|the dark|darkness|late night',
    {
      time: 'night',
      as: 'night',
    },
  ),

  // Weather.
  W(
    'storm|storms|stormy|thunderstorm|thunderstorms|thunder|lightning|lightning storm|tempest|hurricane|typhoon|storm clouds|storm sky',
    {
      weather: 'storm',
      as: 'a storm with lightning',
    },
  ),
  W('rain|rainy|raining|rainfall|drizzle|downpour|wet|raindrops|in the rain|monsoon', { weather: 'rain', as: 'rain' }),
  W('fog|foggy|mist|misty|haze|hazy|mists|smog|in the fog|fog bank', { weather: 'fog', as: 'fog' }),
  // A storm of dust or sand is a wall of haze in the palette's colour, not a pictogram of wind.
  W('dust storm|dust storms|duststorm|sandstorm|sand storm|sandstorms|haboob|dust cloud|cloud of dust|heat haze', {
    weather: 'fog',
    as: 'a haze of dust',
  }),
  W('sea spray|spray of the sea|sea mist|sea fret|spindrift', { weather: 'fog', as: 'sea mist' }),
  W('hail|hailstorm|hailstones|sleet', { weather: 'storm', as: 'a storm' }),
  W('snowing|snowfall|snowstorm|blizzard|falling snow|snowflakes', { weather: 'snow', as: 'falling snow' }),
  // A whiteout is snow on the ground and in the air until the horizon is gone: white fog over snow.
  W('whiteout|whiteouts|white-out|white out|snow squall|snow squalls', {
    setting: 'snow',
    weather: 'fog',
    as: 'a whiteout',
  }),
  W('cloud|clouds|cloudy|overcast|grey sky|gray sky|grey skies|gray skies', { weather: 'cloudy', as: 'clouds' }),
  // Wind shows in what it moves, never as a pictogram of itself: a gale is a sky of torn cloud, a breeze nothing more.
  W('gale|gales|gale force|howling wind|high wind|high winds|strong wind|strong winds|windstorm', {
    weather: 'cloudy',
    as: 'wind-torn clouds',
  }),
  W('wind|winds|windy|breeze|breezy|gust|gusts|gusty|blustery|wind howling|the wind', { as: 'wind' }),
  // Weather in general is the sky's mood, never a forecast pictogram.
  W('weather|the weather', { as: 'the weather' }),

  // Water with no place of its own: the subjects choose (a submarine in water is underwater).
  W('water|waters|the water', { as: 'water' }),

  // Light words colour the light; they are not things to draw ("smoky blue light").
  W(
    'light|lights|lighting|glow|glowing light|neon light|neon lights|soft light|warm light|cold light|backlight|backlit|strip light|strip lights|strip lighting|striplight|striplights|fluorescent light|fluorescent lights|fluorescent lighting|tube light|tube lights|sodium light|sodium lights|luces|luz|lumiere|lumieres|licht|lichter|luci|luzes',
    {
      as: 'the colour of the light',
    },
  ),

  // Atmosphere.
  W('stars|starry|starry sky|starlight|star field|starfield', { effect: 'stars', as: 'stars' }),
  // The Milky Way is a night sky seen from the ground, not deep space: "playing on the gravel … the Milky Way so bright
  // it throws shadows" (round 103 floated its band in space).
  W('milky way|the milky way', { effect: 'stars', as: 'the Milky Way' }),
  W('aurora|northern lights|aurora borealis', { effect: 'aurora', as: 'an aurora' }),
  W('rainbow|rainbows', { effect: 'rainbow', as: 'a rainbow' }),
  W(
    'light rays|sun rays|sunbeams|sunbeam|god rays|light beams|beams of light|rays of light|shafts of light|with light rays|laser|lasers|laser beam|laser beams|laser light|laser lights',
    {
      effect: 'light-rays',
      as: 'light rays',
    },
  ),
  // A flare across the lens is light streaking over the picture, not a flare (the signal) to draw.
  W('lens flare|lens flares|sun flare|light flare|anamorphic flare', { effect: 'light-rays', as: 'lens flare' }),
  W(
    'spotlight|single spotlight|spotlights|spot light|lit from below|stage light|floodlight|floodlights|flood lights|strobe|strobes|strobe light|strobe lights',
    {
      effect: 'spotlight',
      as: 'a spotlight',
    },
  ),
  W('neon grid|synthwave grid|outrun grid|grid floor|retro grid', { effect: 'neon-grid', as: 'a neon grid' }),
  W('smoke|smoky|smokey|incense', { effect: 'smoke', as: 'smoke' }),
  // A burnout's smoke is the cover's haze, never a loose tyre beside the car (round 109 drew one).
  W('tyre smoke|tire smoke|burnout smoke|burnout|burnouts|wheel smoke', { effect: 'smoke', as: 'tyre smoke' }),
  // Sea spray is a white haze over the water, drawn as the smoke layer is (round 57's was a spray can).
  W('sea spray|salt spray|ocean spray|spray', {
    effect: 'smoke',
    as: 'sea spray',
    near: /\b(?:waves?|sea|ocean|surf|breakers?|swell|sea wall|seawall|harbour|harbor|spume|crashing|breaks)\b/,
  }),
  // Steam is drawn as the smoke layer is: drifting white haze.
  W('steam|steamy|steaming|vapour|vapor|vapours|vapors|steam everywhere', { effect: 'smoke', as: 'steam' }),
  W('fire|flames|flame|on fire|ablaze|blaze|inferno', { effect: 'fire', as: 'fire' }),
  // A place burning is the place with fire in it ("a burning city"), not a place and a word left unread.
  W('burning city|city on fire|city in flames|city ablaze|burning town|town on fire', {
    setting: 'city',
    effect: 'fire',
    as: 'a city on fire',
  }),
  W('burning forest|forest fire|forest on fire|wildfire|wildfires|bushfire|burning woods', {
    setting: 'forest',
    effect: 'fire',
    as: 'a forest on fire',
  }),
  W('sparks|embers|fireflies|fireworks', { effect: 'sparks', as: 'sparks' }),
  // (A flower's petals are petals, not the flower: round 92's "rose petals" drew a rose the size of the singers.)
  W(
    'petals|falling petals|cherry blossom petals|confetti|rose petals|rose petal|flower petals|marigold petals|lotus petals|sakura petals|blossom petals|jasmine petals|poppy petals|tulip petals|peony petals',
    { effect: 'petals', as: 'falling petals' },
  ),
  W('bubbles|bubble', { effect: 'bubbles', as: 'bubbles' }),
  W('glitter|sparkles|sparkle|sparkly|shimmer|holographic', { effect: 'glitter', as: 'glitter' }),
  // Lights strung overhead at a party, a wedding, a yard, a panyard: strands across the top of the frame, not three
  // icons of a string of lights standing on the ground.
  W(
    'strings of bare bulbs|string of bare bulbs|strings of bare light bulbs|strings of bare lightbulbs|strings of bulbs|string of bulbs|strings of light bulbs|strings of lightbulbs|strings of fairy lights|string lights|fairy lights|festoon lights|festoon lighting|festoon|bare bulbs|bare light bulbs|bare lightbulbs|strung bulbs|strings of lights|string of lights|strands of lights|christmas lights|party lights|cafe lights|café lights|twinkle lights|twinkly lights|lights strung|bulbs strung',
    { effect: 'string-lights', as: 'lights strung overhead' },
  ),
  // Flags strung overhead at a fete, a fiesta, a mountain pass (the word alone was a bird or dropped as a verb).
  W(
    'bunting|union jack bunting|paper bunting|strings of bunting|string of bunting|prayer flags|prayer flag|strings of prayer flags|string of prayer flags|papel picado|strings of papel picado|pennants|strings of pennants|string of pennants|strings of flags|string of flags|flags strung|pennants strung|festoon of flags|garlands of flags|garland of flags',
    { effect: 'bunting', as: 'bunting strung overhead' },
  ),

  // A few words in other languages and emoji, so a non-English idea still finds its place.
  W('mar|mer|meer|mare|oceano|🌊', { setting: 'sea', as: 'the sea' }),
  W('ciudad|ville|stadt|citta|cidade|🏙|🌃', { setting: 'city', as: 'a city skyline' }),
  W('bosque|foret|wald|bosco|floresta|🌲|🌳', { setting: 'forest', as: 'a forest' }),
  W('montana|montanas|montagne|montagnes|berge|gebirge|montagna|montanha|🏔|⛰', {
    setting: 'mountains',
    as: 'mountains',
  }),
  W('desierto|wuste|deserto|🏜', { setting: 'desert', as: 'a desert' }),
  W('playa|plage|strand|spiaggia|praia|🏖', { setting: 'beach', as: 'a beach' }),
  W('calle|rue|rua|calle mojada|rue mouillee', { setting: 'street', as: 'a street' }),
  W('noche|nuit|nacht|notte|noite|🌃', { time: 'night', as: 'night' }),
  W('anochecer|anoitecer|crepusculo|ao anoitecer|al anochecer', { time: 'dusk', as: 'dusk light' }),
  W('amanecer|aube|morgengrauen|alba|🌅', { time: 'dawn', as: 'dawn light' }),
  W('atardecer|crepuscule|abenddammerung|tramonto|por do sol|🌇', { time: 'golden', as: 'low golden sun' }),
  W('gun batimi|gunbatimi|solnedgang|zachod slonca|zonsondergang|auringonlasku', {
    time: 'golden',
    as: 'low golden sun',
  }),
  W('gece|gecesi|natt|natten|noc|noca|nocy', { time: 'night', as: 'night' }),
  W('cielo|ciel|himmel|ceu|gokyuzu|niebo|himlen|lucht', { setting: 'sky', as: 'an open sky' }),
  W(
    'onder water|bajo el agua|bajo agua|sous l eau|sous leau|unter wasser|sott acqua|sottacqua|debaixo d agua|embaixo d agua|under vattnet|pod woda|물속|水中|水の中',
    { setting: 'underwater', as: 'underwater light' },
  ),
  W('한강|강물|강가', { setting: 'lake', as: 'a river' }),
  W('deniz|denizi|bogaz|havet|morze|morzu', { setting: 'sea', as: 'the sea' }),
  W('sjo|sjon|jezioro|jeziorze|golu', { setting: 'lake', as: 'a lake' }),
  W('yagmur|yagmurda|regn|regnet|deszcz|deszczu', { weather: 'rain', as: 'rain' }),
  W('lluvia|pluie|regen|pioggia|chuva|🌧|☔', { weather: 'rain', as: 'rain' }),
  W('tormenta|orage|gewitter|tempesta|tempestade|⛈|🌩', { weather: 'storm', as: 'a storm with lightning' }),
  W('niebla|brouillard|nebel|nebbia|nevoeiro|🌫', { weather: 'fog', as: 'fog' }),
  W('nieve|neige|schnee|neve|❄|☃', { setting: 'snow', as: 'snow' }),
  W('estrellas|etoiles|sterne|stelle|estrelas|⭐|🌟|✨', { effect: 'stars', as: 'stars' }),
  W('fuego|feu|feuer|fuoco|fogo|🔥', { effect: 'fire', as: 'fire' }),
  W('sol|soleil|sonne|sole|☀|🌞', { asset: 'sky:sun', as: 'sun' }),
  W('lune|mond|🌙|🌕|🌝|🌛|🌜', { asset: 'sky:moon', as: 'moon' }),
  W('🪐', { asset: 'sky:planet', as: 'planet' }),
  W('街|都市|まち|ネオン街|東京|とうきょう|서울|도시', { setting: 'city', as: 'a city skyline' }),
  W('夜|よる', { time: 'night', as: 'night' }),
  W('海|うみ', { setting: 'sea', as: 'the sea' }),
  W('森|もり', { setting: 'forest', as: 'a forest' }),
  W('山|やま', { setting: 'mountains', as: 'mountains' }),
  W('空|そら', { setting: 'sky', as: 'an open sky' }),
  W('雨|あめ', { weather: 'rain', as: 'rain' }),
  W('雪|ゆき', { setting: 'snow', as: 'snow' }),
  W('星|ほし', { effect: 'stars', as: 'stars' }),
  W('月|つき', { asset: 'sky:moon', as: 'moon' }),
  W('太陽|たいよう', { asset: 'sky:sun', as: 'sun' }),
  // Korean, written without spaces around its particles (비 오는: rainy; 새벽: the small hours before dawn).
  W('도시|거리', { setting: 'city', as: 'a city skyline' }),
  W('바다', { setting: 'sea', as: 'the sea' }),
  W('숲', { setting: 'forest', as: 'a forest' }),
  W('비 오는|빗속|빗물|장마', { weather: 'rain', as: 'rain' }),
  W('새벽', { time: 'dawn', as: 'dawn' }),
  W('달빛|보름달', { asset: 'sky:moon', as: 'moon' }),

  // Sky bodies and landforms: subjects the environment draws.
  W('sun|the sun|glowing sun|sinking sun|rising sun', { asset: 'sky:sun', as: 'sun' }),
  W('moon|the moon|full moon|huge moon|giant moon|crescent moon|half moon|new moon|blood moon|harvest moon|luna', {
    asset: 'sky:moon',
    as: 'moon',
  }),
  W('planet|planets|ringed planet|saturn|jupiter|mars|gas giant', { asset: 'sky:planet', as: 'planet' }),
  W('eclipse|solar eclipse|total solar eclipse|lunar eclipse|total eclipse', { asset: 'sky:eclipse', as: 'eclipse' }),
  W('comet|comets|shooting star|shooting stars|meteor|meteors', { asset: 'sky:comet', as: 'comet' }),
  W('mountain|mountain peak|peak', { asset: 'land:mountain', as: 'mountain' }),
  W('volcano|volcanoes|erupting volcano', { asset: 'land:volcano', as: 'volcano' }),
  W('island|islands|small island|desert island', { asset: 'land:island', as: 'island' }),
  W('iceberg|icebergs|ice floe|melting ice floe|ice floes', { asset: 'land:iceberg', as: 'iceberg' }),
  W('waterfall|waterfalls|cascade', { asset: 'land:waterfall', as: 'waterfall' }),
  W('wave|giant wave|big wave|huge wave|breaking wave|tidal wave|sunset wave', {
    asset: 'land:wave',
    as: 'breaking wave',
  }),
  W('tornado|twister|whirlwind', { asset: 'land:tornado', as: 'tornado' }),
];

let matcher: PhraseMatcher<EnvironmentWord> | undefined;

/** "in", "inside", "within" or "the floor of" up to three words before a building: the idea is set in it. */
const IN_IT =
  /\b(?:in|inside|within|into|(?:floor|corner|middle|back|walls?|ceiling|counter|aisles?|depths|nave|pews|altar|stage|dance floor|interior|(?:serving )?hatch|tables?|kitchen|doorway) of)\s+(?:\S+\s+){0,3}$/;

/**
 * Rooms nobody draws from outside: a hall, a club, a lobby, a dance school (round 116 drew a schoolhouse for one). Named where a scene opens ("a wedding hall in a village
 * at 3am, the band in white suits…", "Cover: an endless hospital corridor at night") the idea is set in one, as if
 * it said "in" (round 111 drew a coat rack, the icon sets' "hallway", for both). A barn, a church or a pub is often
 * seen from outside, so those still need "in".
 */
const INDOOR_ONLY =
  /(?:(?<!town |city )hall|club|room|lounge|laundromat|basement|cellar|dance school|dance studio|ballet school|ballet studio|music school|attic|office|lobby|gym|ballroom|auditorium|canteen|bedsit|baths|bathhouse|sento|onsen|hammam|salle des fetes|salle polyvalente|salle communale)$/;
/**
 * Where a scene opens: the text's start or a clause's (or what the writer wants or sees: "for the cover i want that
 * hall on a rehearsal night"), then at most an article and two words that are no link.
 */
const OPENS_SCENE =
  /(?:^|[.:;!?(]\s*|\s[-\u2013\u2014]\s+|,\s+|\b(?:want|see|picture|imagine|picturing|imagining)\s+)(?:(?:a|an|the|our|my|his|her|their|this|that|one)\s+)?(?:(?!(?:and|or|of|with|on|by|near|behind|outside|from|to|at|beside|past|for|like|as)\s)\S+\s+){0,2}$/;
/**
 * Outside a pub, a tavern, a club or a shop the scene is the street in front of it (round 112's "a Sunday afternoon
 * outside a tavern in Soweto" drew a shop icon); a church, a barn, a hut or a town hall is a building people picture,
 * and is drawn.
 */
const OUTSIDE_IT: EnvironmentWord = { setting: 'street', as: 'the street outside' };
const OUTSIDE_BEFORE = /\boutside\s+(?:(?:a|an|the|our|my|his|her|their|this|that)\s+)?(?:\S+\s+){0,2}$/;
const COUNTRY_BUILDINGS =
  /(?:church|chapel|cathedral|barn|shed|cabin|hut|stable|boathouse|sugar shack|warehouse|hangar|town hall|city hall)$/;
const outsideIt = (normalizedText: string, m: { phrase: string; start: number }): boolean =>
  !COUNTRY_BUILDINGS.test(m.phrase) && OUTSIDE_BEFORE.test(normalizedText.slice(Math.max(0, m.start - 40), m.start));

/** What follows a place named on its own, not a thing it qualifies ("office workers", "a ballroom dancer"). */
const ENDS_PLACE =
  /^(?:\s*(?:[,.;:!?)]|$)|\s+[-\u2013\u2014]|\s+(?:at|in|on|with|where|after|before|during|under|lit|full|filled|packed|crowded|seen|from|of|by|near|and|that|which|when|while|just|around|the|a|an)\b)/;
const setInIt = (normalizedText: string, m: { phrase: string; start: number; end: number }): boolean =>
  IN_IT.test(normalizedText.slice(Math.max(0, m.start - 40), m.start)) ||
  (INDOOR_ONLY.test(m.phrase) &&
    OPENS_SCENE.test(normalizedText.slice(0, m.start)) &&
    ENDS_PLACE.test(normalizedText.slice(m.end, m.end + 12)));

/** "on", "atop" or "on top of" up to three words before a backdrop: something rests on it. */
const ON_IT = /\b(?:on|upon|atop|on top of)\s+(?:\S+\s+){0,3}$/;

/** "spray frozen in the air", "frozen mid-spin": stopped in time, not ice (nor its colours). */
const STOPPED_AFTER = /^\s+(?:in\s+(?:the\s+)?(?:air|mid-air|midair|mid air|time|place|motion)|mid\b|mid-)/;
export const stoppedInTime = (normalizedText: string, m: { phrase: string; end: number }): boolean =>
  m.phrase === 'frozen' && STOPPED_AFTER.test(normalizedText.slice(m.end, m.end + 20));

/** Rooms by how their walls are dressed: a tiled kitchen or bathhouse, a wooden barn, a hall, a bar. */
const ROOM_WORDS: readonly (readonly [Room, string])[] = [
  [
    'tiled',
    'kitchen|kitchens|bathroom|bathhouse|bath house|bath hall|public baths|sento|onsen|hammam|laundromat|launderette|chip shop|chippy|butcher|butchers|shower|showers|locker room|changing room|dairy|cold store|swimming baths',
  ],
  [
    'wooden',
    'barn|shed|cabin|log cabin|sugar shack|sugarhouse|hut|stable|stables|hayloft|loft|attic|boathouse|sauna|lodge|chalet|treehouse|restaurant car|dining car|buffet car|sleeper car|sleeping car|train carriage|railway carriage|train compartment',
  ],
  [
    'hall',
    'hall|village hall|salle des fetes|village salle des fetes|salle polyvalente|salle communale|church hall|community hall|community centre|community center|banquet hall|dance hall|sports hall|school hall|parish hall|mess hall|bingo hall|function room|gym|gymnasium|ballroom|milonga|canteen|auditorium|leisure centre|assembly hall|hangar|warehouse|factory floor',
  ],
  // ("Lit by the hallway light" names a lamp outside the room the scene is in.)
  ['corridor', '(?:corridors?|hallways?)(?! lights?| lamps?| bulbs?)'],
  [
    'bar',
    '(?<!nail |salad |sushi |juice |oxygen |chocolate |candy |breakfast )bar|pub|tavern|taverna|cantina|izakaya|saloon|honky tonk|dive bar|beer hall|speakeasy|nightclub|night club|jazz club|smoky club|smokey club|sweaty club|dark club|tiny club|small club|packed club|dance club|comedy club|social club|supper club|working mens club|working men club|blues club|punk club|rock club|techno club|underground club|basement club|lounge|juke joint|shebeen|bodega|chop bar',
  ],
];
const ROOM_NAMED = ROOM_WORDS.map(
  ([room, words]) => [room, new RegExp(`\\b(?:${words.replace(/ /g, '\\s+')})\\b`)] as const,
);

/** The room a scene indoors is in, by the first room the text names ("the men's bath hall", "nan's kitchen"). */
export function roomOf(normalizedText: string): Room | undefined {
  let first: { room: Room; at: number } | undefined;
  for (const [room, pattern] of ROOM_NAMED) {
    const at = pattern.exec(normalizedText)?.index;
    if (at !== undefined && (!first || at < first.at)) first = { room, at };
  }
  return first?.room;
}

/** Things built up into a wall of them: "a speaker wall" at a sound system dance, "a tv wall" (no plain backdrop). */
export const WALLED: ReadonlySet<string> = new Set([
  'speaker',
  'amp',
  'tv',
  'television',
  'telly',
  'screen',
  'monitor',
  'crate',
]);
const WALLED_BEFORE = new RegExp(`\\b(?:${[...WALLED].map((w) => `${w}s?`).join('|')})\\s+$`);

/** "The ice chest", "the ice cream van": ice that names a thing, not the frozen ground. */
const ICE_THING_AFTER =
  /^\s+(?:chests?|cream|creams|machines?|box|boxes|buckets?|cubes?|makers?|trays?|picks?|sculptures?|lolly|lollies|pops?|tea|coffee|queen|age|cold|packs?|skates?|hockey|rink|bath|baths|plant|house|storm|dancers?|dancing|skaters?|skating)\b/;

/** A bunting that is a bird: "a reed bunting", "snow buntings". */
const BUNTING_BIRD = /\b(?:reed|snow|corn|indigo|painted|lazuli|yellow|cirl|little|rustic|black-headed|ortolan)\s+$/;

/** A vehicle's window is no room the cover is set in ("leaning out the cab window"). */
const VEHICLE_BEFORE = /\b(?:car|cab|van|truck|lorry|bus|train|taxi|coach|tram|carriage|plane|cockpit|tractor)\s+$/;

/**
 * A road word naming another thing it belongs to ("a road train", "a motorway bridge", "the road crew", "a highway
 * interchange"): that thing is the subject, not an open road.
 */
const ROAD_THING_AFTER =
  /^\s+(?:trains?|bridges?|overpass(?:es)?|flyovers?|viaducts?|underpass(?:es)?|footbridges?|crews?|workers?|services|service|toll|tolls|interchanges?|maps?|atlas|signs?|gantry|gantries|patrol|rest\s+stops?|diner|cafe|kill|sweepers?|cones?|cases?|manager|movie|rage|salt|works|roller|racer|racing|bike)\b/;

/** What a room is built of, said before it: "an empty marble hall", "a tiled corridor" (never things in it). */
const ROOM_MADE_OF = /\b(?:marble|stone|wooden|timber|brick|concrete|tiled|gilded|mirrored|panelled|paneled)\s+$/;

/**
 * A room named with what it is built of is that room, the material its walls: round 112's "empty marble hall" drew a
 * toy marble beside the piano.
 */
function withWhatItIsMadeOf(normalizedText: string, m: PhraseMatch<EnvironmentWord>): PhraseMatch<EnvironmentWord> {
  if (m.value.setting !== 'interior') return m;
  const made = ROOM_MADE_OF.exec(normalizedText.slice(Math.max(0, m.start - 16), m.start));
  return made ? { ...m, start: m.start - made[0].length, phrase: `${made[0]}${m.phrase}` } : m;
}

/** Environment words in normalised text, left to right. */
export function findEnvironmentMentions(normalizedText: string): PhraseMatch<EnvironmentWord>[] {
  matcher ??= createPhraseMatcher(TABLE.flatMap(([words, value]) => words.map((w) => [w, value] as const)));
  return (
    matcher
      .find(normalizedText)
      .map((m) => (m.value.inside && outsideIt(normalizedText, m) ? { ...m, value: OUTSIDE_IT } : m))
      .filter((m) => !m.value.inside || setInIt(normalizedText, m))
      // (Where the idea names its own place too, that is the scene: "outside a chop bar … the beach behind him".)
      .filter(
        (m, _, all) =>
          m.value !== OUTSIDE_IT ||
          !all.some((o) => o !== m && o.value.setting && o.value.setting !== 'interior' && !o.value.inside),
      )
      .filter((m) => !m.value.support || !ON_IT.test(normalizedText.slice(Math.max(0, m.start - 40), m.start)))
      .filter(
        (m) => m.phrase !== 'wall' || !WALLED_BEFORE.test(normalizedText.slice(Math.max(0, m.start - 16), m.start)),
      )
      .filter((m) => !m.value.near || m.value.near.test(normalizedText))
      .filter((m) => !stoppedInTime(normalizedText, m))
      .filter(
        (m) => m.phrase !== 'bunting' || !BUNTING_BIRD.test(normalizedText.slice(Math.max(0, m.start - 12), m.start)),
      )
      .filter((m) => m.value.setting !== 'road' || !ROAD_THING_AFTER.test(normalizedText.slice(m.end, m.end + 16)))
      .filter((m) => !/\bice$/.test(m.phrase) || !ICE_THING_AFTER.test(normalizedText.slice(m.end, m.end + 16)))
      .filter(
        (m) => m.phrase !== 'window' || !VEHICLE_BEFORE.test(normalizedText.slice(Math.max(0, m.start - 12), m.start)),
      )
      .map((m) => floodedPlace(normalizedText, m))
      .map((m) => withWhatItIsMadeOf(normalizedText, m))
      // (A place named inside the flooded one is the flood's: "a flooded Paris side street".)
      .filter((m, _, all) => !all.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.value === FLOOD))
  );
}
