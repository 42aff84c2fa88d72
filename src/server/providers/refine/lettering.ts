/**
 * The cover's lettering (its sleeve text): the exact title and artist name an idea asks to set on the cover,
 * from quoted text, "titled X", "called X", "by Y", "title: X", "artist: Y", and a name joined to a quoted title by a
 * dash ("Title" - Name). Text keeps its original casing.
 * (Not to be confused with credits, the money a generation costs.)
 */

import { composerNamed, WORK_FORMS } from '../../../shared/lexicon/composers.ts';
import { findGenreMentions } from '../../../shared/lexicon/genres.ts';
import { BUILT_FROM } from '../../../shared/lexicon/letter-materials.ts';
import { findMediumMentions } from '../../../shared/lexicon/media.ts';
import { knownWord, senses } from '../../engine/subjects/wordnet.ts';
import { escapeRegExp, normalizeText } from '../../../shared/lexicon/text.ts';
import { CREDIT_LABELS, CREDITED_AFTER_NAME, CREDITED_BY, type CreditLabel } from './credit-labels.ts';
import { isQuotableEnglish } from './language.ts';

export const LETTERING_MAX_LENGTH = 80;

export interface Lettering {
  title?: string;
  artist?: string;
  /** The idea without the lettering clauses: what the cover should show. */
  scene: string;
  /**
   * The scene followed by the title: title words still shape the cover ("Midnight Drive" → night, road), but
   * after what the idea says outright, so "a gritty cover for 'Concrete Dreams'" stays gritty, not dreamy.
   */
  matchable: string;
  /** The composer a classical record is named by ("Dowland songs"), set or not. */
  composer?: string;
}

interface Span {
  start: number;
  end: number;
}

/** Small words a title or name may contain in lowercase ("Lost in a Dream", "Florence and the Machine"). */
const MINOR_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'in',
  'on',
  'at',
  'to',
  'for',
  'and',
  'or',
  'but',
  'with',
  'from',
  'into',
  'my',
  'your',
  'our',
  'is',
  'are',
  'de',
  'del',
  'la',
  'le',
  'les',
  'los',
  'las',
  'el',
  'en',
  'e',
  'o',
  'sur',
  'il',
  'y',
  'et',
  'und',
  // "Ceo ar an gCnoc", "Gethin ap Rhys": Irish, Scottish Gaelic and Welsh small words.
  'ar',
  'ag',
  'sa',
  'agus',
  'ap',
  'ab',
  'yr',
  // "Maddi eta Ane": and in Basque, Scandinavian, Finnish, Turkish.
  'eta',
  'og',
  'och',
  'ja',
  've',
  'van',
  'von',
  'der',
  'da',
  'das',
  'do',
  'dos',
  'della',
  'al',
  'ao',
  'na',
  'no',
  'nas',
  'nos',
  'au',
  'aux',
  'dei',
  'degli',
  'delle',
  'sul',
  'im',
  'am',
  'zum',
  'zur',
  'des',
  'den',
  'het',
  'di',
  'du',
  'x',
  'n',
  "'n'",
  '&',
  '+',
  'feat',
  'feat.',
  'ft.',
  'vs',
  'vs.',
]);

/** Abbreviations whose full stop does not end a name ("St. Vincent", "Dr. Dre"). */
const ABBREVIATION = /(?:^|\s)(?:st|dr|mr|mrs|ms|jr|sr|mt|vol|no|feat|ft|vs|op|[a-z])$/i;

/**
 * Lowercase phrases after which a title's description starts ("called Blue Hour with a neon sign"); "and a" before a
 * capital is the title's own ("Two Leaves and a Bud", round 112 set "Two Leaves").
 */
const DESCRIPTION_START =
  /\s(?:and [iI]'?m|and [iI] am|and [iI]’m|and my|and we|and our|and the (?:album|ep|single|record|mixtape|tape|song|track|title|cover)|with|featuring|feat\.?|ft\.?|showing|that|which|where|while|using|in the style|inspired by|for an?|for the|for my|and an?(?=\s+[a-z])|against an?|set in|done in|drawn in|painted in|in (?:[a-z-]+ ){0,3}(?:letters|lettering|type|font|typeface|caps|capitals|script))\s/;

const QUOTES: readonly RegExp[] = [
  // (A straight quote after a digit is an inch mark: 'punk 7" / The Turps / "Shed Fire"'.)
  /(?<!\d)"([^"\n]+)"/gu,
  /“([^”\n]+)”/gu,
  /„([^“”\n]+)[“”]/gu,
  /«\s?([^»\n]+?)\s?»/gu,
  /《([^》\n]+)》/gu,
  /〈([^〉\n]+)〉/gu,
  /「([^」\n]+)」/gu,
  /『([^』\n]+)』/gu,
  /(?<![\p{L}\p{N}])['‘]([^'‘’\n]+)['’](?![\p{L}\p{N}])/gu,
];
const SINGLE_QUOTES = QUOTES[QUOTES.length - 1];

/**
 * Labels for a credit in every language (`credit-labels.ts`), as the English label they are, each read with and
 * without its accents.
 */
const FOREIGN_LABELS: Readonly<Record<string, CreditLabel>> = Object.fromEntries(
  [...CREDIT_LABELS].flatMap(([word, label]) => [
    [word, label],
    [word.normalize('NFD').replace(/\p{M}/gu, ''), label],
  ]),
);
/** Credit labels in English, which a sentence also uses as ordinary words ("folk album - hawthorn hedge …"). */
const ENGLISH_LABELS = new Set([
  ...['album title', 'album name', 'album', 'ep title', 'ep', 'lp', 'single', 'record', 'title', 'artist name'],
  ...['artist', 'band name', 'band', 'group', 'duo', 'singer', 'vocalist', 'composer', 'performer', 'producer'],
  ...['produced by', 'name'],
]);
const LABEL = new RegExp(
  String.raw`(?<![\p{L}\p{N}-])(` +
    [...ENGLISH_LABELS, ...Object.keys(FOREIGN_LABELS).filter((w) => !ENGLISH_LABELS.has(w))]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join('|') +
    String.raw`)(?:\s+(?:on\s+(?:the\s+)?(?:cover|front|sleeve)|underneath|below|beneath|above|on\s+top|at\s+the\s+(?:top|bottom)))?(?:\s*[:=：፦]\s*|\s+[-–—]\s+)|[([](title|album|artist|band|group)[)\]]\s*`,
  'giu',
);
/** "the first real album, La Pâte Lève.": a capitalised name after a record's word and a comma, ending a sentence. */
const RECORD_APPOSITIVE =
  /(?<![\p{L}])(?:album|record|ep|lp|mixtape|single|cd)\s*,\s+(\p{Lu}[^,.;:!?()\n"“”]{0,48}?)(?=\s*(?:[.;!?]\s|[.;!?]?$))/gu;
/** A label's value up to a slash or a bar and the next label: "Le temps des sucres / Artiste :". */
const LISTED_BEFORE_LABEL = new RegExp(
  String.raw`^\s*([^\n/|.;!?()[\]"“”«»]{1,80}?)\s+[/|]\s+(?=(?:${LABEL.source}))`,
  'iu',
);
/** Another label in Spanish, Portuguese or Italian, beside which "Disco:" is the record's (round 109 left it out). */
const DISCO_LABEL_BESIDE =
  /(?<![\p{L}])(?:artista|intérprete|interprete|int[eé]rprete|grupo|banda|cantante|cantor|cantora)\s*[:=：]/iu;

/** "band name is Pollen Count", "the artist is Sol", "our band is called the fog": a name said in a sentence. */
const NAME_SENTENCE =
  /(?<![\p{L}\p{N}])(?:(?:the|our|my)\s+)?(artist name|band name|rapper name|stage name|dj name|producer name|artist|band|group|crew|posse|outfit|duo|trio|quartet|quintet|act|rapper|producer|singer|soloist|project|comparsa|orchestra|orquesta|ensemble|collective|choir|troupe|soprano|mezzo|alto|contralto|tenor|baritone|pianist|organist|violinist|cellist|conductor)(?:(?:['’]s\s+name)?\s+is\s+(called\s+|named\s+)?|['’]?s\s+(called\s+|named\s+|(?<=['’]s\s+)(?=\p{Lu}\p{Ll})))/giu;
/**
 * "my name is still my wrestling name, Mbër Bi": the name the artist goes by, said as their other name (not "My name is
 * Chanda, … we play in a band": a person introducing themselves, whose band's record it is).
 */
const MY_NAME_IS =
  /(?<![\p{L}\p{N}])(?:[Mm]y|[Oo]ur)\s+name\s+is\s+(?:(?:still|now|just|always)\s+)?(?:my|our|the)\s+(?:[\p{Ll}-]+\s+){0,2}names?\s*,?\s+(?=\p{Lu})/gu;
/** "we're called Sandbag Choir", "i'm called Ro": the artist naming themselves. */
const SELF_CALLED =
  /(?<![\p{L}\p{N}])(?:(?:we['’]?re|we are|i['’]?m|i am|they['’]?re|they are)\s+(?:called|named)|we\s+call\s+ourselves|they\s+call\s+themselves|i\s+call\s+myself)\s+/giu;
/**
 * "a black metal band called Nacelle", "a hard bop quintet in Annapolis called the Severn Street Five": an act named
 * by its word, perhaps after where it plays (round 90 set these bands as the record's title) or who is in it ("a band
 * with two of my former students, called Qilak", round 112).
 */
const ACT_CALLED =
  /(?<![\p{L}])(?:band|group|duo|trio|quartet|quintet|sextet|septet|octet|crew|collective|outfit|combo|ensemble|orchestra|orquesta|choir|posse)(?:\s+(?:in|from|out\s+of|based\s+in)\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}|\s+with\s+[^,.;:!?\n]{1,48}(?=,))?\s*,?\s+(?:called|named)\s+(?=(?:the\s+)?\p{Lu})/gu;
/**
 * Other languages' words for "called", "titled", "named" before a name: Spanish, Catalan, Galician, Portuguese,
 * French, Italian, German, Dutch, the Nordic languages, Finnish, Estonian, Latvian, Polish, Czech, Slovak, the South
 * Slavic languages, Romanian, Albanian, Maltese, Welsh, Irish, Haitian Creole, Indonesian and Malay, Tagalog, Swahili,
 * Vietnamese.
 */
const FOREIGN_CALLED = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      String.raw`se\s+(?:llama|llamará|llamara|titula|titulará|chama|chamará|numește|numeste|zove|jmenuje|volá)`,
      String.raw`(?:va\s+a\s+)?llamarse|se\s+va\s+a\s+llamar|vai\s+se\s+chamar|chama-se|chámase`,
      String.raw`llamad[oa]|titulad[oa]|titulat|anomenad?[oa]?|chamad[oa]|intitulad[oa]|intitulat|numit`,
      String.raw`es\s+(?:diu|dirà|titula)|amb\s+el\s+nom\s+de|de\s+nombre|con\s+el\s+nombre\s+de|com\s+o\s+nome\s+de`,
      String.raw`s['’]appelle(?:ra)?|va\s+s['’]appeler|intitulée?|appelée?|nommée?`,
      String.raw`si\s+chiama|si\s+chiamerà|chiamat[oa]|intitolat[oa]|dal\s+titolo`,
      String.raw`hei(?:ß|ss)t|hei(?:ß|ss)en\s+wird|namens|mit\s+dem\s+(?:titel|namen)|betitelt`,
      String.raw`heet|getiteld|genaamd|met\s+de\s+(?:titel|naam)`,
      String.raw`heter|hedder|heitir|kallad|med\s+(?:titeln|tittelen|titlen|navnet|namnet)`,
      String.raw`nimeltä(?:än)?|nimega|pealkirjaga|ar\s+nosaukumu`,
      String.raw`pod\s+(?:tytułem|nazwą|nazivom|imenom)|zatytułowan[ya]|nazywa\s+się|o\s+nazwie|jmenuje\s+se|s\s+názvem|s\s+názvom|volá\s+sa|z\s+naslovom|zove\s+se`,
      String.raw`që\s+quhet|me\s+titull|jismu|jisimha|bl-isem`,
      String.raw`o['’]r\s+enw|dan\s+yr\s+enw|dar\s+teideal|darb\s+ainm`,
      String.raw`ki\s+rele|berjudul|bernama|pinamagatang|tinatawag\s+na|inaitwa|kinaitwa|unaitwa|tên\s+là|mang\s+tên`,
    ].join('|') +
    String.raw`)\s+(?:["“«„]\s*)?`,
  'giu',
);
/** A band's or an artist's word in other languages (and English), before a name said as called. */
const FOREIGN_ACT =
  /(?<![\p{L}])(?:band|banda|bandet|grupo|grup|groupe|gruppe|gruppo|groep|grupa|conjunto|orquesta|orquestra|orchestre|orchester|orkest|orkiestra|kapela|zespół|yhtye|bändi|ansambl|ansamblis|duo|trio|coro|cor|chœur|chor|koor|kór|projecte|proyecto|projeto|projet|progetto|projekt|artista|artiste|künstler(?:in)?|cantante|cantant|chanteuse|chanteur|sänger(?:in)?)(?![\p{L}])/iu;
/** A record's word in other languages (and English): what a name after it may be the title of. */
const FOREIGN_RECORD =
  /(?<![\p{L}])(?:disc|disco|discos|disque|album|álbum|àlbum|albumi|albumu|albom|plaat|plaadi|plata|levy|levyn|płyta|płyty|deska|desku|lemez|ploča|ploče|plošča|cd|ep|lp|single|cassette|casete|k7|kaseta|record|cançó|canción|chanson|canzone|lied|song|pjesma|kenga|këngë|disku|diskun|diski|plak|plakk|plate|platen|skiva|skivan|plade|pladen)(?![\p{L}])/iu;
/** A band said in a clause with no record (or its recording) after it: what is named next is the band. */
const ACT_BEFORE_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:band|group|duo|trio|quartet|quintet|crew|collective|ensemble|orchestra|choir)(?![\p{L}])` +
    String.raw`(?![^]*(?<![\p{L}])(?:(?:album|ep|lp|single|record|mixtape|tape|disc|cd|song|track)s?|recorded|released)(?![\p{L}]))[^]*$`,
  'iu',
);
/**
 * "next 7\" for the Spit Valentines (garage punk, lovely idiots)": a capitalised name the record is for or by, its genre
 * in brackets after it (round 93 set no artist).
 */
const NAME_THEN_GENRE =
  /(?<![\p{L}])(?:for|by|from)\s+((?:the\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,3})\s*\(([^()\n]{2,60})\)/gu;
/** "its credited to the Greater New Hope Mass Choir": the record's maker, named as credited (a capitalised name). */
const CREDITED_TO = /(?<![\p{L}\p{N}])(?:credited|attributed)\s+to\s+(?=(?:the\s+)?\p{Lu})/giu;
/** "putting some of them out as …": recordings put out under a title (not "I'm putting it out as", a stage name). */
const RECORDINGS_OUT_AS =
  /(?<![\p{L}])(?:putting|put|puts|releasing|release|releases|bringing|issuing|pressing)\s+(?:some\s+of\s+|all\s+of\s+|a\s+few\s+of\s+)?(?:them|these|those|the\s+(?:tapes|dubplates|recordings|tracks|songs|demos))\s+out\s+as\s+(?=\p{Lu})/u;
/** "… under the sound's name": its maker is the name the idea called them. */
const UNDER_ITS_NAME =
  /^\s*under\s+(?:the|his|her|their|our|my)\s+(?:sound|band|group|crew|choir|collective)['’]?s?\s+name/iu;
/**
 * "My dad's bhangra band, Sher-e-Punjab Wolverhampton, played …", "a four-piece alt-country band, the Tundra Rose, and
 * we …", "a Sufi rock band, Jingle Truck: me on vocals": a band's name set off by a comma after it (round 112 lost both); a duo's two names joined ("a sertanejo
 * duo, Rafa & Bruno, we play …", round 116).
 */
const BAND_APPOSITIVE =
  /(?<![\p{L}])(?:band|group|choir|orchestra|sound\s+system|outfit|crew|duo|trio|quartet|quintet|ensemble)\s*,\s+((?:the\s+)?\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:&|\+|and|e|y|et|und)\s+)?\p{Lu}[\p{L}'’.-]*){0,3})\s*[,:;]/gu;
/** A name said just before the band's: "its Dory Morning and the band is …". */
const TITLE_BEFORE_BAND =
  /(?<![\p{L}])(?:the\s+name\s+is|it['’]?s|it\s+is)\s+(\p{Lu}[^.,;:!?()\n]{0,60}?)\s*(?:\([^)\n]{0,40}\)\s*)?\s+and\s+(?:the\s+)?(?:band|artist|group|choir|project|comparsa|orchestra|ensemble)\s+is(?![\p{L}])/u;
/** Sentences in capitals opening an idea: a genre, a title, perhaps an artist ("GRIME EP. CHICKEN BOX ECONOMICS."). */
const SHOUTED_LISTING = (() => {
  // (A volume or a part is the title's own: "SODA FOUNTAIN SERENADES VOL. 2." lost its 2 in round 87.)
  const part = String.raw`(?:(?<!\p{L})(?:VOL|PT|NO|OP)\.(?=\s*\p{N})|[\p{Lu}\p{N}\s'’&-])`;
  return [
    new RegExp(
      String.raw`^\s*(\p{Lu}${part}{1,40}?)\.\s+(\p{Lu}${part}{1,60}?)\.(?:\s+(\p{Lu}${part}{1,40}?)\.)?(?=\s|$)`,
      'u',
    ),
    // "DEMBOW. PA' LA AZOTEA — YIYO EL TECLADO. A FLAT ROOFTOP…": the title and artist in one sentence, parted by a
    // dash (round 92 set neither).
    new RegExp(
      String.raw`^\s*(\p{Lu}${part}{1,40}?)\.\s+(\p{Lu}${part}{1,60}?)\s+[—–-]\s+(\p{Lu}${part}{1,40}?)\.(?=\s|$)`,
      'u',
    ),
  ] as const;
})();
/** A DJ's or an MC's name: "DJ Lagune Prestige", "MC Kresha". */
const DJ_NAME = /^(?:DJ|MC)\s+\p{Lu}/u;
/** A tag of genre and format alone: "math rock LP", "drill single", "ambient". */
const GENRE_TAG = /^\s*[\p{Ll}\s&'-]+(?:\s+(?:lp|ep|single|album|mixtape|tape|7"|12"|record))?\s*$/iu;
/** "we're the Pecan Grove Mass Choir": a band naming itself by its capitalised name (case matters here). */
const SELF_NAMED = /(?<![\p{L}\p{N}])(?:[Ww]e['’]?re|[Ww]e are)\s+(?=(?:[Tt]he\s+)?\p{Lu}\p{Ll})/gu;
/**
 * "im going as Nell Ashby", "we're releasing it as Tin Choir", "im going out as Kayleigh Lamb", "I record as Fornace
 * Nove", "I release it as Áile Sara" (round 92 dropped it): the name an artist puts a record out under. ("… and a drummer play sludge metal as Woolshed Ritual": after the genre they play, round 94; "we play the Legion hall on
 * Saturdays as the Float Plane Four": where they play; "girl group LUMI9", round 97; "I make slow, deep techno as
 * Mycélium", "I put it out as Orla Devlin", "me and three cousins sing together as Tenore Sas Annadas", round 121.)
 */
const STAGE_NAME =
  /(?<![\p{L}\p{N}])(?:[Ii]['’]?m|[Ii] am|[Ww]e['’]?re|[Ww]e are)\s+(?:going(?:\s+out)?|performing|releasing(?:\s+it)?|recording|putting\s+it\s+out)\s+(?:as|under)\s+(?=(?:[Tt]he\s+)?\p{Lu})|(?<![\p{L}\p{N}])(?:[Ii]|[Ww]e)\s+(?:record|perform|release|rap|produce|play|go\s+out)(?:\s+(?:it|them|this|everything))?\s+(?:as|under)\s+(?=(?:[Tt]he\s+)?\p{Lu})|(?<![\p{L}\p{N}])(?:play|record|perform)\s+(?:\p{Ll}[\p{Ll}-]*\s+){1,5}(?:as|under)\s+(?=(?:[Tt]he\s+)?\p{Lu}\p{Ll})|(?<![\p{L}\p{N}])(?:[Ww]e|[Ii]|[Tt]hey)\s+play\s+(?:the\s+)?(?:[\p{L}'’-]+\s+){1,5}(?:as)\s+(?=[Tt]he\s+\p{Lu}\p{Ll})|(?<![\p{L}\p{N}])(?:[Gg]irl|[Bb]oy)\s+(?:group|band)\s+(?=\p{Lu})|(?<![\p{L}\p{N}])(?:[Ww]e|[Ii]|friends|mates)\s+(?:make|makes|play|record)\s+[^.!?;:\n]{1,70}?,?\s+as\s+(?=\p{Lu}\p{Ll})|(?<![\p{L}\p{N}])(?:[Ii]|[Ww]e)\s+(?:put|putting)\s+(?:it|them|this|everything)\s+out\s+(?:as|under)\s+(?=(?:[Tt]he\s+)?\p{Lu})|(?<![\p{L}\p{N}])(?:sing|play|perform|record)\s+together\s+as\s+(?=(?:[Tt]he\s+)?\p{Lu})/gu;
/**
 * "for our debut Civic Hum we'd love", "our debut is Flyttad Stad (the moved town)": a capitalised title right after
 * "our debut", up to the lowercase, the stop or the gloss in brackets that follows.
 */
const DEBUT_TITLE =
  /(?<![\p{L}\p{N}])(?:our|my)\s+debut\s+(?:(?:album|record|ep|lp|single)\s+)?(?:(?:is|was|will\s+be|is\s+called|called|titled)\s+)?(\p{Lu}\p{Ll}[\p{L}\p{N}'’-]*(?:\s+\p{Lu}[\p{L}\p{N}'’-]*){0,4})(?=\s+\p{Ll}|\s*[,.;:!?(]|$)/u;
/** "Halcyon Vane present The Cartographer's Engine, …": the idea opens with its artist presenting its record. */
const PRESENTS =
  /^\s*((?:[Tt]he\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,3})\s+presents?\s+(\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’.&-]*|of|the|a|an|in|on|and|for|to|at))*)(?=\s*(?:[,.;:!?]|[-–—]\s|$))/u;
/** "trap single Repo Season, …": a capitalised title straight after a genre's record word, up to the clause's end. */
const GENRE_RECORD_TITLE =
  /(?<![\p{L}\p{N}])(?:single|ep|album|lp|mixtape|tape|record)\s+(\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’.&-]*){0,4})(?=\s*(?:[,.;:!?]|[-–—]\s|$))/gu;
/** "Ottoline Brack's second record": the artist named as the record's owner. */
const OWNER_OF_RECORD =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})['’]s\s+(?:(?:new|first|second|third|fourth|fifth|debut|latest|next|last|upcoming|own)\s+)?(?:record|album|ep|lp|single|mixtape|tape)(?![\p{L}\p{N}])/gu;
/** "for the new Birchwood Mutiny record": the artist named before the record word. */
const NAMED_RECORD =
  /(?<![\p{L}\p{N}])the\s+(?:new|first|second|third|debut|latest|next|upcoming)\s+(\p{Lu}[\p{L}'’.&-]*(?:\s+\p{Lu}[\p{L}'’.&-]*){0,3})\s+(?:record|album|ep|lp|single|mixtape|tape)(?![\p{L}\p{N}])/gu;
/**
 * "me and the rest of Gutter Harp need…", "me and the lads in Gravel Orchestra": the band named by a member; "my mate
 * Ruairí's band Gull Thief": by a friend (round 92 dropped it); "for our math rock trio Ferrous Wheel": the act's
 * word after its genre (round 98 dropped it).
 */
const MEMBER_OF =
  /(?<![\p{L}\p{N}])(?:the\s+rest\s+of|the\s+(?:others|lads|boys|girls|guys|gang)\s+in|my\s+bandmates\s+in|(?:my|our|their)\s+(?:\p{Ll}[\p{Ll}-]*\s+){0,4}?(?:band|trio|duo|quartet|quintet|group|collective|ensemble|outfit|choir|orchestra|project)|\p{L}+['’]s\s+band)\s+(\p{Lu}(?:[\p{L}'’&-]|\.(?!\s))*(?:\s+\p{Lu}(?:[\p{L}'’&-]|\.(?!\s))*){0,3})(?![\p{L}\p{N}])/gu;
/**
 * "…, tuba, clarinets, trumpets and tarola, Banda Cuarto Oscuro, and we play quinceañeras": a capitalised name that
 * opens with the kind of act it is, set off on its own (round 99 dropped it).
 */
const KIND_NAMED =
  /(?<=(?:^|[,;:]\s*))((?:Banda|Orquesta|Orchestra|Ensemble|Conjunto|Grupo|Coro|Choir|Collective|Trio|Quartet|Quintet)\s+\p{Lu}[\p{L}'’-]*(?:\s+(?:de|del|la|los|las|of|the|\p{Lu}[\p{L}'’-]*)){0,3})(?=\s*[,.;]|\s+and\s)/gu;
/**
 * "…, Margit Oduya on the bench.", "Tomas Reyes on keys": a player credited with their place at the instrument, a
 * capitalised name opening its clause (round 52's organ record lost its organist's name).
 */
const PLAYER_CREDIT =
  /(?<=(?:^|[,;.:!?—–]\s*))(\p{Lu}[\p{Ll}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]*){1,2})\s+on\s+(?:the\s+)?(?:bench|keys|keyboards?|piano|organ|drums|decks|vocals|voice|guitars?|bass|sax(?:ophone)?|trumpet|violin|cello|mic|harp|kora|oud|sitar|tabla|turntables?)(?=\s*(?:[,.;:!?]|$))/gu;
/** "put NIGHT PATROL in chrome letters", "print X at the top": the words to set, in capitals or quotes. */
const PUT_TEXT =
  /(?<![\p{L}\p{N}])(?:put|write|spell|print|stamp)\s+(?:["“]([^"”\n]+)["”]|(\p{Lu}[\p{Lu}\p{N}'’&.-]*(?:\s+[\p{Lu}\p{N}][\p{Lu}\p{N}'’&.-]*)*))(?=\s+(?:in|on|at|across|along|over|under|big|small|large|huge|tiny)\b|\s*[,.;]|$)/gu;
/**
 * "just CHEAP SEATS in slanted hand painted sign letters", "NIGHT BUS in chrome type": words in capitals said to be set
 * in some lettering are the words to set (the lettering's own words end the clause that says so); so are words in
 * capitals said to be built of something ("NO BRAKES built from rusty bicycle chain links", round 121 set nothing).
 */
const CAPS_IN_LETTERS = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:just|only)\s+)?(\p{Lu}[\p{Lu}\p{N}'’&.-]+(?:\s+[\p{Lu}\p{N}][\p{Lu}\p{N}'’&.-]*)*)(?=\s+(?:in|set\s+in|written\s+in|painted\s+in)\s+[^,.;:!?\n]*?\b(?:letters|lettering|type|typeface|font|capitals|caps|serif|sans|script)\b|\s+${BUILT_FROM}\s)`,
  'gu',
);
/** "cover text should read BUS FARE", "the lettering says X": the words to set, said in a sentence. */
const TEXT_SAYS =
  /(?<![\p{L}\p{N}])(?:(?:the\s+)?(?:cover\s+)?(?:text|lettering|words?|type)\s+(?:should\s+|must\s+|to\s+|will\s+)?(?:read|reads|say|says|spell|spells)|(?:it\s+)?should\s+(?:read|say))(?:\s*[:=])?\s+/giu;
/**
 * "with DJ Marisco underneath": a name set under the title. (Not "rows and rows of new white cars below us": below
 * someone or something is a place in the picture, round 117.)
 */
const NAME_UNDER =
  /(?<![\p{L}\p{N}])(?:with|and)\s+([^,.;:!?\n]+?)\s+(?:(?:small|smaller|tiny|little|big|large)\s+)?(?:underneath|below|beneath|under\s+it|under\s+that)(?![\p{L}\p{N}])(?!\s+(?:us|me|them|him|her|you|the|a|an|our|my|his|their|its|your)(?![\p{L}\p{N}]))/giu;
/**
 * The small words that join the capitalised words of a name in many languages: "Four à Bois", "Orquesta de Cámara La
 * Pastora", "Nyota ya Forodhani" (Swahili), "Désir ak Konpa Lakay" (Haitian Creole).
 */
const NAME_PARTICLES = String.raw`(?:à|de|del|la|las|los|le|les|el|di|da|do|dos|das|des|du|of|the|and|y|e|et|ya|wa|za|van|von|der|den|ak)`;
/** "under my name, Elena Trajkovska", "under the name Nell Cardew": the artist naming themselves. */
/** An orchestra's or a choir's long name: "Orquesta de Cámara La Pastora", "Nyota ya Forodhani" (round 93). */
const ENSEMBLE_NAME_RUN = new RegExp(
  String.raw`^\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|${NAME_PARTICLES})){1,5}(?![\p{L}])`,
  'u',
);
const UNDER_MY_NAME = new RegExp(
  String.raw`(?<![\p{L}])under\s+(?:(?:both|all)\s+)?(?:my|our|her|his|their|the)\s+(?:own\s+)?(?:real\s+)?names?(?:\s+of)?\s*[,:]?\s*(\p{Lu}(?:[\p{L}'’-]|(?<=(?:^|\s)\p{Lu})\.)*(?:\s+(?:(?:&|${NAME_PARTICLES})\s+)?\p{Lu}(?:[\p{L}'’-]|(?<=\s\p{Lu})\.)*){0,3})`,
  'u',
);
/** Quoted words said to go under the lettering: "'open till late' small underneath". */
const QUOTED_UNDER =
  /["'‘“]([^"'‘’“”\n]+)["'’”]\s+(?:(?:small|smaller|tiny|little|big|\p{L}+ed)\s+){0,2}(?:underneath|below|beneath|under\s+it|under\s+that|at\s+the\s+(?:bottom|foot|base)|in\s+the\s+(?:bottom\s+)?corner|along\s+the\s+bottom)(?![\p{L}])/u;
/**
 * Words in capitals, then quoted words said to go under them: "SPARE ROOM and under it 'nothing urgent'", "DRY SEASON
 * with 'Kweku Mensah & the Harmattan Band' underneath".
 */
const CAPS_THEN_UNDER =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{Lu}\p{N}'’&.-]*(?:\s+\p{Lu}[\p{Lu}\p{N}'’&.-]*)*)\s+(?:and|with)\s+(?:(?:under|below|underneath|beneath)\s+(?:it|that|them)\s*,?\s*["'“‘]([^"'“”‘’\n]+)["'”’]|["'“‘]([^"'“”‘’\n]+)["'”’]\s+(?:(?:small|smaller|tiny|little)\s+)?(?:underneath|below|beneath|under\s+(?:it|that|them)))/u;
/** "Wren Adair tiny at the bottom", "Maud Ellery small in the corner": a name and where it is set. */
const NAME_PLACED =
  /(?<=(?:^|[,;.—–]\s*))(\p{Lu}[\p{Ll}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){1,2})\s+(?:(?:tiny|small|smaller|little|big|large|huge)\s+)?(?:at|in|along|across|on)\s+the\s+(?:bottom|top|corner|foot|base|side|edge)\b/u;
/** Words after which a quote is what a thing in the scene shows ('a sign flashing "please wait"'), not the title. */
const SHOWN_BY_A_THING =
  /(?<![\p{L}\p{N}])(?:flashing|flashes|saying|says|reading|reads|spelling|spells|showing|shows|displaying|displays|printed|painted|written|scrawled|graffiti|sign|signs|screen|screens)\s*$/iu;
/**
 * "band name Hollow Ferret, album Open Late": a label a capitalised name follows with no colon. Only labels no one
 * writes before an ordinary word ("a single Red Rose" is one rose); "artist" only opening a clause (", artist Clara
 * Mbeki"), since "the artist Frida Kahlo" inside a scene is someone drawn.
 */
const BARE_LABEL =
  /(?<![\p{L}\p{N}])(?:(album title|album name|album|ep title|title|artist name|band name|(?<=(?:^|[,;.(]\s*))(?:artist|singer|vocalist|composer|performer))\s+(?=[\p{Lu}"“])|(ep|EP|lp|LP|mixtape)\s+(?=\p{Lu}{2,}[\s\p{Lu}\p{N}]*(?:[,.;:!?]|\s+\p{Ll}|$)))/gu;
/**
 * "just the title tidewater in tiny lowercase", "just the words bad reception in small typewriter letters", "band name
 * low meridian set in small caps", "band name wren & the mast small in the corner": a label before words said to be set in some lettering or at some size; those words are the
 * text in any casing (round 57's type-only cover lost both).
 */
const LABEL_IN_TYPE =
  /(?<![\p{L}\p{N}])(album title|album name|title|artist name|band name|(?<=(?:just|only)\s+the\s+)words?)\s+(?:word\s+|words\s+)?((?!(?:text|type|lettering|words?|itself|alone|only|name|is|in|on|at)\b)[\p{L}\p{N}][\p{L}\p{N}'’&.-]*(?:,?\s+(?:&|[\p{L}\p{N}][\p{L}\p{N}'’&.-]*)){0,3}?)\s+(?=(?:tiny|small|little|big|large|huge)\s+(?:in|at|on|along|across|under|underneath|below|above|beneath)(?![\p{L}])|(?:(?:set|written|printed|spelled|spelt|lettered|scrawled|scribbled|handwritten|painted|chalked)\s+)?in\s+(?:[\p{L}-]+\s+){0,3}?(?:lowercase|lower\s+case|uppercase|upper\s+case|capitals|caps|letters|lettering|type|typeface|font|script|serif|sans|italics?|handwriting|biro|pen|ink|marker|crayon|chalk|pencil|lipstick|magnets|stickers)(?![\p{L}])|repeated(?![\p{L}])|stamped(?![\p{L}])|tiled(?![\p{L}]))/giu;
/** "The title, Last Seat to Paraty, small in a thin italic": a capitalised name set off by commas after its label. */
// ("Our album, Low Tide, …" names it; "brass band album, Durham Miners' Gala in July, …" says what it is of, round 109.)
const LABEL_APPOSITIVE =
  /(?<![\p{L}\p{N}])(album title|album name|title|artist name|band name|artist|(?<=(?:the|our|my|this|new|debut|first|second|third|last|latest|an|a)\s+)(?:album|record))\s*,\s+(?=\p{Lu})/giu;
/** "type only", "text-only", "just type", "just the text", "just the title", "no picture": a cover of lettering alone. */
const TYPE_ALONE =
  /(?<![\p{L}])(?:(?:type|text|lettering|typography|typographic|words?)[-\s]only|(?:only|just)\s+(?:the\s+)?(?:type|text|lettering|typography)|(?:only|just)\s+the\s+title|no\s+(?:picture|image|imagery|illustration)s?)(?![\p{L}])/iu;
/**
 * After "type only": asides, a dash or colon, then up to five words said to be set in some lettering, or up to eight
 * said to be made some way ("lettering only: maiden voyage of a paper boat cross stitched on a tea towel", round 85).
 */
const WORDS_AFTER_TYPE_ALONE =
  /^(?:[\s,]*(?:nothing\s+else|no\s+(?:picture|image|imagery)s?|please|pls))*\s*[—–:,-]\s*(?:([\p{L}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.-]*){0,4}?)\s+(?:(?:set|written|printed|typed|spelled|spelt)\s+)?in\s+(?:[\p{L}-]+\s+){0,3}?(?:lowercase|lower\s+case|uppercase|capitals|caps|letters|lettering|type|typeface|font|script|serif|sans|italics?|handwriting)(?![\p{L}])|([\p{L}\p{N}][\p{L}\p{N}'’&.-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’&.-]*){0,7}?)\s+(?:cross[\s-]+)?(?:stitched|embroidered|sewn|scrawled|carved|chalked|sprayed|stencilled|stenciled|etched|engraved|piped|spelled\s+out|spelt\s+out|bent|burned|burnt|painted|written|printed|stamped)(?![\p{L}]))/u;
/** Whether the words at `from` name the picture's medium ("'Extra Life' — 8-bit pixel art of …"): no name there. */
function opensMedium(idea: string, from: number): boolean {
  return findMediumMentions(normalizeText(idea.slice(from, from + 80))).some((m) => m.start === 0);
}

/** A dash, then a capitalised name of at most five words closing its clause: "— The Quiet Riot Club." */
const DASHED_NAME =
  /^\s*[-–—]\s+(\p{Lu}[\p{L}\p{N}'’&.-]*(?:\s+(?:&|of|the|and|\p{Lu}[\p{L}\p{N}'’&.-]*)){0,4}?)(?=\s*(?:[.,;:!?]|$))/u;
/** Capitals that abbreviate, not words to set. */
const ACRONYMS = new Set(
  'VHS BPM NYC USA CCTV DIY LED RGB CMYK ASCII UFO NASA BMX ATM DVD VCR CRT LCD NYE BBC MTV XXL'.split(' '),
);
/** What a record is called in a sentence: its kind or its format ("the 7\" is Paper Jam", "the 12-inch is"). */
// ("our first full length is Route 9 Forever": an album by its other name, round 95.)
const RECORD_WORD = String.raw`(?:album|ep|lp|single|record|mixtape|tape|disc|cd|title|full[\s-]?length|\d+\s*(?:["”]|-?\s*inch(?:er)?))`;
/** "… and the 7\" is …": where a band's name said in a sentence ends and its record's begins. */
const AND_THE_RECORD = new RegExp(
  String.raw`\s+(?:and|&)\s+(?:the|my|our|their)\s+(?:(?:new|first|second|third|debut|latest|next)\s+)?${RECORD_WORD}(?![\p{L}])`,
  'iu',
);
/** "album is Low Maintenance", "the ep is called honest mistakes": the record's title said in a sentence. */
const RECORD_SENTENCE = new RegExp(
  // ("our first album name is Saia Rodada": the name without its apostrophe, round 87.)
  // ("Our new album of reels is Quatrième Coulée": what the record is of may come between, round 92; "our new album of
  // reels and slip jigs is Anvil Reels", round 98.)
  // ("the record we made this winter is Red Flag Warning": who made it and when, round 94; "the album we recorded in
  // the fire station garage is Panjske Končnice": where, round 95.)
  String.raw`(?<![\p{L}\p{N}])(?:(?:the|my|our)\s+)?${RECORD_WORD}(?:(?:['’]s)?\s+(?:name|title)|\s+of\s+\p{Ll}+(?:\s+\p{Ll}+){0,3}|\s+(?:we|i|I)\s+(?:made|recorded|finished|cut|did|wrote|tracked)(?:\s+(?:this|last)\s+(?:winter|summer|spring|autumn|fall|year|month)|\s+(?:in|at|on|over)\s+(?:\p{Ll}[\p{Ll}'’-]*\s+){0,4}\p{Ll}[\p{Ll}'’-]*)?)?` +
    String.raw`(?:\s+is|['’]s)\s+(called\s+|named\s+(?!after\s)|titled\s+)?(?!named\s+after\s)`,
  'giu',
);
/**
 * "the first album's done, its Benches Going Down", "we have recorded our first album, all gwo ka, the name is Swaré
 * Léwòz": a capitalised name said as what the record just mentioned is, in the same sentence.
 */
const RECORD_THEN_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${RECORD_WORD}(?![\p{L}])[^.!?;\n]{0,60}?,\s+(?:and\s+)?` +
    String.raw`(?:it['’]?s(?:\s+called|\s+named|\s+titled)?|it\s+is(?:\s+called|\s+named|\s+titled)?|(?:the|its)\s+(?:name|title)\s+is)\s+(?=\p{Lu})`,
  'giu',
);
/**
 * "My first album is finished, Linha 28, Última Paragem, just under my name": a capitalised name said right after the
 * record is done, running on past its own comma to the next lowercase word (round 91 set "28"); "we've an album
 * coming, Soft Tissue" (round 99).
 */
const RECORD_DONE_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${RECORD_WORD}(?:(?:\s+is|['’]s)\s+(?:(?:finally|now|all)\s+)?(?:finished|done|ready|out|recorded|mixed|mastered|complete|pressed)|\s+coming(?:\s+out)?(?:\s+soon)?)\s*[,:–—-]\s+(?=\p{Lu})`,
  'giu',
);
/**
 * "we finaly cut an album live at a crab house: Exact Change Only.": a capitalised name closing the sentence after a
 * colon, the record just mentioned before it (not its cover or its art).
 */
const RECORD_COLON_NAME = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${RECORD_WORD}(?![\p{L}])(?![^.!?;:\n]*(?:cover|art|artwork|sleeve|picture|image|idea|concept|vibe|style|look))` +
    String.raw`[^.!?;:\n]{1,60}?:\s+(?=\p{Lu}[^.,;:!?()\n]{0,60}(?:[.!?]|$))`,
  'giu',
);
/**
 * "we're calling the disc Forty Voices", "we called the CD Nubes de Calder": the record's title said as what its makers
 * call it, in any casing.
 */
const CALLING_IT = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:we['’]?re|we are|i['’]?m|im|i am)\s+(calling|titling|naming)|(?:we|i)\s+(called|titled|named))\s+(?:it|the\s+${RECORD_WORD})\s+`,
  'giu',
);
/** "ep is called": the record word before a title keyword belongs with the title, not the scene. */
const RECORD_IS =
  /(?<![\p{L}\p{N}])(?:the\s+|my\s+|our\s+)?(?:album|ep|single|record|mixtape|tape|song|track)\s+is\s*$/iu;
/** "only the title", "no artist name": the artist is known but not to be set on the cover. */
const TITLE_ONLY =
  /(?<![\p{L}\p{N}])(?:(?:just|only)\s+the\s+(?:title|album\s+title|album\s+name)|title\s+only|nothing\s+but\s+the\s+title|no\s+(?:artist|band)(?:\s+name)?|without\s+(?:the\s+)?(?:artist|band)(?:\s+name)?|leave\s+(?:off|out)\s+the\s+(?:artist|band)(?:\s+name)?)(?![\p{L}\p{N}])/iu;
/**
 * "no text", "no words on it", "text-free", "without any lettering": the cover carries no type at all. ("No logo" is
 * no band mark: the title the idea asks for is still set.)
 */
const NO_TEXT =
  /(?<![\p{L}\p{N}])(?:no|without(?:\s+any)?|zero)\s+(?:text|words|lettering|letters|type|typography|title|titles|writing)(?![\p{L}\p{N}])(?!\s+(?:except|but|other|besides|apart|beyond|beside|save|aside))|(?<![\p{L}\p{N}])(?:text|type|word)[-\s]?(?:free|less)(?![\p{L}\p{N}])/iu;
/** A release's format written after its name: "Grand Opening (ep)", "Night Bus [single]". */
const RELEASE_FORMAT =
  /\s*[([](?:[\p{L}&'’ -]+\s)?(?:ep|lp|single|album|mixtape|demo|tape|7"|12"|7 inch|12 inch)[)\]]\s*$/iu;
/** A release's number and kind after a name: "NOVA9 6th mini", "Vela 2nd album". */
const NUMBERED_RELEASE = /\s+\d+(?:st|nd|rd|th)\s+(?:mini|full|single|ep|lp|album|record)(?:\s+album)?\s*$/iu;
/** ", cuatro and maracas players": a list going on after a value, of up to three lowercase words each. */
/** Four words or more with a word in -ing doing something to what follows, or closing them: a picture said. */
const DOING =
  /^(?=(?:\S+\s+){3})\S+(?:\s+\S+)*?\s\p{Ll}{2,}ing(?:\s+(?:it|in|on|at|under|over|into|through|across|from|off|out|up|down|away|the|a|an|his|her|their)(?![\p{L}])|$)/u;
const LIST_GOES_ON = /^\s*,\s*(?:\p{Ll}+\s+){0,2}\p{Ll}+\s*(?:,|\s(?:and|&)\s)/u;
/**
 * "Tur: Géej gi ak man. Woykat: …": after another language's label, a short capitalised sentence of its own is the
 * value in that language's casing, unless English words show it goes on to describe the picture.
 */
const FOREIGN_SENTENCE =
  /^(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?!(?:a|an|the|with|of|in|on|at|and|under|over|by|from)(?![\p{L}]))[\p{L}\p{M}'’-]+){1,5})(?=\s*(?:[.;/|]\s|[.;]?$))/u;
/** Small words before which a label's word is a name's last word: "y su Conjunto", "and the Band", "& la Banda". */
const NAME_GOES_ON_BEFORE =
  /(?<![\p{L}])(?:su|sus|la|el|los|las|le|les|il|lo|der|die|das|his|her|their|y|e|et|und|&|de|del|do|da|di)\s+$/iu;
/** Lowercase words after a record's capitals that go on to say what the picture is of ("night in Lerwick"). */
const PICTURE_GOES_ON =
  /^\s+(?!(?:by|from|feat|featuring|ft|and|is|was|are|were)(?![\p{L}]))(?:\p{Ll}+(?<!ing|ed|s)(?![\p{L}])|\p{Ll}+s\s+\p{Ll}+(?<!ing|ed|s)\s+(?:at|in|on|of|under|by)\s)/u;
/** ", Bahamas at 4am …": a country after a town, and the clause going on with when or where. */
const TOWN_COUNTRY_GOES_ON =
  /^,\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s+(?:at|on|in|during|under|before|after)\s/u;
/** Labels that name the title; the others name the artist. */
const TITLE_LABELS = new Set([
  'album title',
  'album name',
  'album',
  'ep title',
  'ep',
  'lp',
  'mixtape',
  'single',
  'record',
  'title',
  'word',
  'words',
]);
/** "the word BRINE", "the number 04": one word the cover is to show; "the words SUNDAY SCHOOL": words in capitals. */
const WORD_KEYWORD = /(?<![\p{L}\p{N}])(?:just\s+|only\s+)?the\s+(?:word|number|words|name)\s+(?=[\p{L}\p{N}])/giu;
/** The words after "the words": a run of words in capitals ("SUNDAY SCHOOL in chalk"). */
/**
 * "set the words low flame in a thin serif": words in lowercase after "the words" are the lettering when what follows
 * them says how they are set (a face, a case, a size) or the cover is lettering alone; they run to the first small word
 * that starts the description ("in", "on", "set"…), at most five words.
 */
const LOWERCASE_WORDS = /^(?:[\p{Ll}\p{N}][\p{L}\p{N}'’&-]*)(?:\s+[\p{Ll}\p{N}][\p{L}\p{N}'’&-]*){0,4}/u;
const WORDS_END =
  /\s(?:in|on|at|with|across|along|over|under|set|written|printed|painted|lettered|scrawled|spelled|spelt|and|as|for|from|into|onto|of|to|very|really|tiny|small|huge|big|large)(?![\p{L}])/u;
const SAID_HOW_SET =
  /^\s*(?:,\s*)?(?:in|as|using|set\s+in|written\s+in|printed\s+in|lettered\s+in)\s+(?:[\p{L}-]+\s+){0,6}?(?:serif|sans|sans-serif|font|type|typeface|letters|lettering|script|capitals|caps|lowercase|uppercase|hand|handwriting|italics?|monospace|stencil|blackletter|calligraphy)(?![\p{L}])/iu;

function wordsSetInType(idea: string, from: number): string | undefined {
  const run = LOWERCASE_WORDS.exec(idea.slice(from))?.[0];
  if (!run) return undefined;
  const end = WORDS_END.exec(run);
  const words = (end ? run.slice(0, end.index) : run).trim();
  if (!words || words.split(/\s+/).some((w) => /ed$/.test(w) && w.length > 4)) return undefined;
  const after = idea.slice(from + words.length);
  return SAID_HOW_SET.test(after) || TYPE_ALONE.test(idea) ? words : undefined;
}

const CAPITALS_RUN = /^\p{Lu}[\p{Lu}\p{N}'’&-]+(?:\s+[\p{Lu}\p{N}][\p{Lu}\p{N}'’&-]*){0,5}(?![\p{L}\p{N}])/u;
/** "im dj palomino", "my name is Sol", "we are The Fog": a person naming themselves. */
const SELF_KEYWORD =
  /(?<![\p{L}\p{N}])(?:(?:we are|we're|we’re)\s+(?:the\s+)?(?:duo|trio|band|group|collective|quartet|quintet)|i'?m|i’m|i am|my name is|my name's|we are|we're|our band is)\s+/giu;
/** A writer playing in a band: "I play bass in a Zamrock revival band", "with my band", "our little brass band". */
const IN_A_BAND =
  /(?<![\p{L}])(?:in\s+(?:a|an|the|our|my)\s+(?:[\p{L}'’-]+\s+){0,4}|(?:my|our)\s+(?!favou?rite\s|fave\s)(?:[\p{L}'’-]+\s+){0,2})(?:band|group|duo|trio|quartet|quintet|crew|collective|ensemble|orchestra|choir)(?![\p{L}])/iu;
/** Figures alone, perhaps with a sign: an age, an hour or a count ("I'm 61", "by 7 in the morning"), no one's name. */
const NUMBER_ALONE = /^[\p{N}\s.,:%+-]+$/u;
/** "Kenji Morita is singing", "Ama Ofori sings": a full name (two or three capitalised words) said to sing. */
const SINGER_NAMED =
  /(?<![\p{L}\p{N}])(\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){1,2})\s+(?:is\s+)?(?:singing|sings|sang|is\s+on\s+vocals)(?![\p{L}])/gu;
/** Words that begin a description of oneself, not a name ("I'm a drummer", "im making an ep"). */
const NOT_A_NAME_ANY_CASE =
  /^(?:called|named|a|an|the|so|very|not|just|really|in|on|at|from|going|calling|naming|titling|trying|making|looking|working|doing|releasing|dropping|putting|about|still|gonna|using)\b/i;
/**
 * The same in lowercase only: "im thinking the loft itself" says what one thinks, "the album is finally done" how it
 * stands ("Planning Permission", "Out of Time" are titles).
 */
const MUSING =
  /^(?:thinking|picturing|imagining|envisioning|seeing|hoping|planning|wanting|kinda|basically|obsessed|finally|almost|nearly|done|finished|ready|out|recorded|mixed|mastered|coming|dropping|[a-z]+ing)\b/;
/** Whether the words after "I'm" or a record word describe, not name ("a drummer", "thinking the loft itself"). */
// (An article written capitalised before a capitalised word opens a name: "the album is The Box", which round 106
// left out.)
const notAName = (text: string): boolean =>
  (NOT_A_NAME_ANY_CASE.test(text) && !/^(?:The|A|An)\s+\p{Lu}/u.test(text)) ||
  MUSING.test(text) ||
  NATIONALITY.test(text);
/**
 * "most of the crew is Filipino", "the band is mostly Norwegian": where people are from, one word before the clause
 * goes on, is no name (round 117 credited a seaman's band to "Filipino").
 */
const NATIONALITY =
  /^(?:mostly\s+|all\s+|half\s+)?(?:\p{Lu}\p{Ll}+(?:ese|ian|ish|ino|ina)|Dutch|French|Greek|Thai|Swiss|Welsh|Irish|Scots|Czech|Basque|Inuit|Maori|Māori|Sami|Sámi)(?:\s*(?:[,.;:!?)]|$)|\s+(?:and|or|so|but|too|as|like|guys|lads|sailors|men|women)\b)/u;
/**
 * A capitalised run at the end of the text before "by", after a record word, "it's" or a clause's start (see step 4c):
 * "highlife record Valve Sunday ", "its Second Cousin Summer ".
 */
const TITLE_BEFORE_BY =
  /(?:^|[:,;.!?–—-]\s*|(?<![\p{L}\p{N}])(?:[Aa]lbum|ALBUM|[Ee][Pp]|[Ll][Pp]|[Ss]ingle|[Rr]ecord|[Mm]ixtape|[Tt]ape|[Cc]over|its|it's|it’s|it is|[Ff]or)\s+)(\p{Lu}[\p{L}\p{N}'’&.!?-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’&.!?-]*|of|the|a|an|in|on|and|for|to|at|de|la|el|das|dos|da|do|des|du|di|del|della|le|les|los|las|der|den|van|von))*)\s+$/u;
/** "top of the cover:", "at the bottom:": a line of text named by its place, before a colon. */
const PLACED_TEXT_TOP =
  /(?<![\p{L}\p{N}])(?:at\s+the\s+|on\s+the\s+)?top(?:\s+of\s+the\s+(?:cover|sleeve|front|art))?(?:\s+line)?\s*[:=]\s*/iu;
const PLACED_TEXT_BOTTOM =
  /(?<![\p{L}\p{N}])(?:at\s+the\s+|on\s+the\s+)?bottom(?:\s+of\s+the\s+(?:cover|sleeve|front|art))?(?:\s+line)?\s*[:=]\s*/iu;
// "named after the old railway tunnel" says where a name comes from, not what it is.
const TITLE_KEYWORD =
  /(?<![\p{L}\p{N}])((?:called|named|titled)\s+it|titled|entitled|called|named|(?:calling|call|naming|name)\s+it)\s+(?!after\s)/giu;
/**
 * A release listed as a label's catalogue lists it: artist, title and genre parted by slashes, middle dots or bars,
 * perhaps after its catalogue number ("NVD-019 · …").
 */
const CATALOGUE_LISTING = (() => {
  const part = String.raw`([^/·|•\n]{2,60}?)`;
  const sep = String.raw`\s+(?:\/\/|[/·|•])\s+`;
  // ("Cat. no. HOLM-04 // Kestrel Moss // Ferry Weather // chillwave", round 91: its "Cat." was drawn as a cat.)
  const catalogue = String.raw`(?:[Cc]at(?:alogue)?\.?\s*(?:[Nn]o\.?|number|#)?\s*)?`;
  return new RegExp(
    String.raw`^\s*(?:${catalogue}[\p{Lu}\p{N}]{1,8}[- ]?\p{N}{1,6}${sep})?${part}${sep}${part}${sep}([^/·|•—–\n]{2,60}?)\s*(?:[—–-]\s|[,.:;]|$)`,
    'u',
  );
})();
/** A listing's catalogue number or format opening the idea, before its parts: "SOLI-07 / LP / ". */
const CATALOGUE_PREFIX =
  /^\s*(?:[\p{Lu}\p{N}]{1,8}[- ]?\p{N}{1,6}\s+(?:\/\/|[/·|•])\s+(?:(?:LP|EP|CD|MC|2xLP|12"|10"|7"|[Cc]assette|[Tt]ape|[Vv]inyl|[Ss]ingle)\s+(?:\/\/|[/·|•])\s+)?|(?:LP|EP|CD|2xLP|12"|10"|7"|[Cc]assette|[Vv]inyl)\s+(?:\/\/|[/·|•])\s+)/u;
/** "erhu solo", "cello suites": a listing's last part saying how the music is played, in the place of its genre. */
const PERFORMANCE_KIND =
  /^\s*\p{Ll}[\p{Ll} -]{0,30}\s(?:solo|solos|duet|duets|recital|sonatas?|suites?|improvisations?)\s*$/u;
/** ", sarangi" after an artist's name in a listing: what they play, not their name. */
const PLAYER_INSTRUMENT = /\s*,\s*\p{Ll}[\p{Ll} -]{1,30}$/u;
/** "trikitixa duo Maddi eta Ane, …": an ensemble's name straight after its word, up to the clause's end. */
const ENSEMBLE_THEN_NAME =
  /(?<![\p{L}])(?:duo|trio|quartet|quintet|band|group|orchestra|ensemble|collective)\s+(?!(?:LP|EP|CD|Album|Record|Single|Tape|Mixtape)(?![\p{L}]))(\p{Lu}[\p{L}'’.-]*(?:\s+(?:\p{Lu}[\p{L}'’.-]*|eta|y|e|et|und|and|&|og|och|ja|na|ve|i)){0,4})(?=\s*[,;:(]|\s+[-–—]\s)/gu;
/** "new one's gonna be Sagardotegi Gaua": the next record's title said as the new one. */
const NEW_ONE =
  /(?<![\p{L}\p{N}])(?:the\s+|our\s+|my\s+)?(?:new|next|latest)\s+one(?:['’]s|\s+is|\s+will\s+be)\s+((?:gonna|going\s+to)\s+be\s+(?:called\s+|named\s+|titled\s+)?|called\s+|named\s+|titled\s+)/giu;
/** A short sentence in capitals right after a quoted title (its end quote and stop before it). */
const SHOUTED_AFTER_QUOTE =
  /^[^\S\n]*[.,:;]?\s+(\p{Lu}[\p{Lu}\p{N}'’&.×-]*(?:\s+[\p{Lu}\p{N}'’&×-][\p{Lu}\p{N}'’&.×-]*){0,6})\s*[.,;](?=\s|$)/u;
/** A name that ends by saying it is a band's: "Shyam Brass Band", "Orquesta La Candela" is not (its word leads). */
const ENSEMBLE_NAME =
  /\s(?:band|orchestra|ensemble|choir|quartet|quintet|trio|collective|sound\s+system|brass\s+band|boys|brothers|sisters)$/iu;
/** "a man called", "her old dog named": a word with an article or owner before the word that names it. */
const NAMED_BEFORE =
  /(?<![\p{L}])(?:an?|one|some|this|that|the|my|our|his|her|their)\s+(?:[\p{L}'’-]+\s+)?([\p{L}'’-]+)\s*$/iu;
/** Whether a person or an animal of the story is named just before `at`: WordNet's commonest meaning of its word. */
function characterBefore(idea: string, at: number): boolean {
  const word = NAMED_BEFORE.exec(idea.slice(Math.max(0, at - 60), at))?.[1]?.toLowerCase();
  return word !== undefined && /^noun\.(?:person|animal)$/.test(senses(word)[0]?.lexFile ?? '');
}
/**
 * "by", and after a title German's "von", French's "par" and every language's word for it (`credit-labels.ts`):
 * '"Sternschnuppen über dem Chiemsee" von Die …', "Ka Inoa: Ua Kanilehua — na Nā Keiki o Waiākea".
 */
const BY_KEYWORD = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${['by', 'von', 'par', ...CREDITED_BY]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\s+`,
  'giu',
);
/** A name of up to four words, each capitalised or in a script without capitals. */
const WRITTEN_NAME = String.raw`([\p{Lu}\p{Lo}][\p{L}\p{M}'’‘.-]*(?:\s+[\p{Lu}\p{Lo}][\p{L}\p{M}'’‘.-]*){0,3})`;
/** After a title, perhaps a word or two ("әнін", "tí"), a name, and the verb saying they perform it. */
const NAME_THEN_VERB = new RegExp(
  String.raw`^[\s,;]*(?:[\p{L}\p{M}'’‘]+\s+){0,2}?${WRITTEN_NAME}\s+(?:${CREDITED_AFTER_NAME.map(escapeRegExp).join('|')})(?![\p{L}\p{M}])`,
  'u',
);
/** Zulu's and Xhosa's "by", joined to the name: "liculwa nguThandeka Mkhize". */
const AGENT_PREFIXED = new RegExp(String.raw`^[\s,;]*(?:\p{Ll}+\s+){0,2}ng[uo]${WRITTEN_NAME}`, 'u');
/** A name and "sang" just before a title, in Korean and Japanese: "한서윤이 부른 '…'", "水瀬ひかりが歌う「…」". */
const SUNG_BEFORE_TITLE =
  /(?<![\p{L}])([\p{Script=Hangul}]{2,5}?)(?:이|가)?\s*부른\s*$|([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]{2,10}?)(?:が|の)歌う\s*$/u;
/**
 * "also in Georgian script, ლურჯი ეზო", "in Arabic and English, نور الرواحي": another script named, then words in
 * it (letters of no Latin script, up to six words).
 */
const OTHER_SCRIPT_WORD = String.raw`(?:(?![\p{Script=Latin}\p{Lm}])\p{L})(?:(?![\p{Script=Latin}])[\p{L}\p{M}'’-]|\u200c|\u200d)+`;
const SECOND_SCRIPT = new RegExp(
  String.raw`(?<![\p{L}])(?:also\s+)?in\s+(?:\p{Lu}\p{Ll}+\s+and\s+)?\p{Lu}\p{Ll}+(?:\s+and\s+\p{Lu}\p{Ll}+)?(?:\s+(?:script|letters|lettering|characters|alphabet|too|as\s+well))?\s*[,:—–-]?\s*(${OTHER_SCRIPT_WORD}(?:\s+${OTHER_SCRIPT_WORD}){0,5})`,
  'u',
);
/** A word saying who performs, opening a name's words. */
const LEADING_BY = new RegExp(String.raw`^(?:${BY_KEYWORD.source})`, 'iu');
/** A value's credit after a dash, a comma or a full stop: "— na Nā Keiki o Waiākea", ", by Vela". */
const CREDITED_AFTER = new RegExp(String.raw`^\s*[-–—,.;]\s*${BY_KEYWORD.source}(?=\p{Lu})`, 'iu');
const FROM_KEYWORD = /(?<![\p{L}\p{N}])from\s+/giu;

/**
 * The lettering's text with the sentence's punctuation around it dropped. Text the idea quoted keeps every character
 * inside the quotes ("Noodlin'", "Help!", "What Now?"): only spacing is tidied.
 */
/** The speaker, never a name unless quoted: "for our album I want the high water season". */
const PRONOUN = /^i(?:['’](?:m|d|ve|ll))?$/i;

/** A value in quotes after its label: "…", “…”, «…», 「…」, and the low opening quotes of „Romanian”, „German“. */
const QUOTED_VALUE = /^["“„«「『《〈]([^"”“»」』》〉\n]+)["”“»」』》〉]/u;

/** A question mark after a title's words, or a comma and then Title-Cased words with one: "?", ", Anyone?". */
const TITLE_QUESTION = /^(?:,\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2})?\?(?=\s|$)/u;
/** A sentence that asks something: its question mark is the writer's, not a title's. */
const ASKING =
  /^\s*(?:can|could|would|will|what|how|why|where|who|which|is|are|do|does|did|should|shall|may|might|any|anyone|have|has)(?![\p{L}])/iu;

/** Words all capitalised (a first one at least), but for small words: "Seconds, Anyone", "Is This It". */
function titleCased(value: string): boolean {
  const words = value.trim().split(/\s+/).filter(Boolean);
  return (
    words.length > 0 &&
    startsCapitalised(words[0]!) &&
    words.every((w) => startsCapitalised(w) || MINOR_WORDS.has(w.toLowerCase().replace(/[,;]$/, '')))
  );
}

function clean(value: string, quoted = false): string | undefined {
  const spaced = value
    // (Persian's zero-width non-joiner and its joiner are spelling: "شب‌های".)
    .replace(/(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // (A title shouted in capitals keeps the question or the cry it ends in: "SECONDS ANYONE?".)
  const shouted = /\p{Lu}{2}[!?]+$/u.test(spaced) && !/\p{Ll}/u.test(spaced);
  // (So does a title in Title Case that is itself a question, "Seconds, Anyone?": readValue takes a question mark only
  // when the sentence around it asks nothing.)
  const asks = /\p{L}\?$/u.test(spaced) && titleCased(spaced.slice(0, -1));
  // (A name ending in an initial keeps its full stop: "Kemal B.", round 103 set "Kemal B".)
  const initial = /^(\p{Lu}\p{Ll}+)\s\p{Lu}\.$/u.exec(spaced);
  const trailing = shouted
    ? /['"“”‘’«»「」『』\s,;:.-]+$/gu
    : asks
      ? /['"“”‘’«»「」『』\s,;:.!-]+$/gu
      : initial && !knownWord(initial[1]!.toLowerCase())
        ? /['"“”‘’«»「」『』\s,;:!?-]+$/gu
        : /['"“”‘’«»「」『』\s,;:.!?-]+$/gu;
  const text = quoted
    ? spaced
    : spaced
        .replace(/^['"“”„‘’‚«»「」『』\s]+/gu, '')
        .replace(trailing, '')
        .trim();
  // Punctuation alone ("album: / /") is no title, nor is the speaker's "I" ("for our album I want…").
  if (!/[\p{L}\p{N}\p{So}]/u.test(text) || (!quoted && PRONOUN.test(text))) return undefined;
  return text.length > LETTERING_MAX_LENGTH ? text.slice(0, LETTERING_MAX_LENGTH).trimEnd() : text;
}

/**
 * A value that reads as a description, not a name: lowercase, opening with an article, and longer than a title runs
 * ("album: ein Eisbär schläft in einem Wartehäuschen…", "cover: a polar bear asleep in a bus shelter").
 */
const describes = (value: string): boolean =>
  value.split(/\s+/).length > 4 &&
  /^(?:a|an|the|ein|eine|einen|un|una|une|uno|um|uma|el|la|le|les|los|las|il|lo|der|die|das)\s/.test(value);

/**
 * (A year clipped with an apostrophe counts as capitalised: "Big Match '79", round 86; so does a name's particle joined
 * to a capital: "Ħobż biż-Żejt Ska Club", "d'Amore", round 92 set "Ħobż".)
 */
const startsCapitalised = (word: string): boolean =>
  /^(?:[\p{Lu}\p{Lt}\p{N}\p{Lo}&$]|['’]\d|\p{Ll}{1,4}[-'’]\p{Lu}|\p{Ll}{1,2}\p{Lu}\p{Ll})/u.test(word);

/**
 * Reads a title or name that runs on from `from` until clause punctuation, a lowercase " by ", another label, the
 * writer naming themselves ("night desk and i go by lil orrin"), or (for Title-Cased text) the first lowercase word
 * that is not a small word.
 */
function readValue(text: string, from: number): { value: string; end: number } {
  const rest = text.slice(from);
  const stop =
    /[,;!?()[\]{}\n"“”«»。、，；！？（）／｜،؛۔।॥։።။၊។፦]|:(?!\d)|(?<!\d):|\s[-–—|/]\s|\s+by\s|\s+(?:[Aa]rtist|[Tt]itle|[Bb]and|[Aa]lbum|[Gg]enre|ARTIST|TITLE|BAND|ALBUM|GENRE)\s*[:=]|\.(?=\s|$)|\s+and\s+(?:[Ii]|[Ww]e)\s+(?:go|am|are|release|record|perform|play|rap|produce|make|sing|write|work|put|call)\s|\s+and\s+(?:i['’]?m|we['’]?re)\s|\s+and\s+(?:the|our|my)\s+(?:EP|LP|ep|lp|[Aa]lbum|[Rr]ecord|[Ss]ingle|[Mm]ixtape)\b/g;
  let cut = rest.length;
  let nickname = -1;
  for (const m of rest.matchAll(stop)) {
    if (m[0] === '.' && ABBREVIATION.test(rest.slice(0, m.index))) continue;
    // "Overdue by the Sea": "by" a place is the title's own words, no credit (round 114 set "the Sea" as the artist).
    if (/^\s+by\s/.test(m[0]) && BY_A_PLACE.test(rest.slice(m.index))) continue;
    // 'Delroy "Ironside" Campbell': a nickname quoted between a name's capitalised words is the name's own (round 114
    // set "Delroy"); its closing quote too.
    if (m.index < nickname) continue;
    const quotedNickname = /^["“‘'][^"”’'\n]{1,24}["”’']\s+\p{Lu}/u.exec(rest.slice(m.index));
    if (quotedNickname && /\p{Lu}[\p{L}'’.-]*\s+$/u.test(rest.slice(0, m.index))) {
      nickname = m.index + quotedNickname[0].length;
      continue;
    }
    cut = m.index;
    // "SECONDS ANYONE? and we're…": a question or a cry ending words in capitals is theirs.
    const before = rest.slice(0, m.index);
    if (/^[!?]$/.test(m[0]) && /\p{Lu}{2}$/u.test(before) && !/\p{Ll}/u.test(before))
      cut = m.index + /^[!?]+/.exec(rest.slice(m.index))![0].length;
    // "our album is Seconds, Anyone? For the cover…": in a sentence that asks nothing, a question mark closing words in
    // Title Case is the title's, and so is a comma before the last of them (round 103 set "Seconds").
    const question = m[0] === ',' || m[0] === '?' ? TITLE_QUESTION.exec(rest.slice(m.index)) : null;
    if (
      question &&
      titleCased(before) &&
      !ASKING.test(
        text
          .slice(0, from)
          .split(/[.!?\n]/)
          .pop() ?? '',
      )
    )
      cut = m.index + question[0].length;
    break;
  }
  let value = rest.slice(0, cut);
  const description = DESCRIPTION_START.exec(value);
  if (description) value = value.slice(0, description.index);

  const tokens = [...value.matchAll(/\S+/g)];
  if (tokens[0] && startsCapitalised(tokens[0][0])) {
    const between = (i: number): boolean =>
      smallWordBetween(
        tokens.map((t) => t[0]),
        i,
      );
    // (An elided small word joined by its apostrophe is one too: "Su Bentu 'e Supramonte", round 96 set "Su Bentu".)
    const minor = (i: number): boolean =>
      MINOR_WORDS.has((tokens[i]?.[0] ?? '').toLowerCase()) ||
      /^['’]\p{Ll}{1,2}$|^\p{Ll}{1,2}['’]$/u.test(tokens[i]?.[0] ?? '') ||
      (tokens[i]?.[0] === 'by' && BY_A_PLACE.test(value.slice(tokens[i]!.index - 1))) ||
      between(i);
    // (A quoted nickname's capital counts: 'Delroy "Ironside" Campbell'.)
    let keep = tokens.findIndex((t, i) => i > 0 && !startsCapitalised(t[0].replace(/^["“‘']/u, '')) && !minor(i));
    if (keep === -1) keep = tokens.length;
    // A title in another language's sentence case keeps its lowercase words: "album is Tire sur la neige and we're…"
    // was set as "Tire" (round 82).
    if (foreignSentenceCase(value)) keep = tokens.length;
    // (A small word written capitalised ends the name: "the album is Signed For".) A name that runs to the end of its
    // sentence keeps a last small word of its own: "our new CD is Ausg'steckt is." (round 95 set "Ausg'steckt").
    const ownLast =
      keep === tokens.length &&
      keep > 1 &&
      !description &&
      /^[.!?](?:\s|$)/.test(rest.slice(cut)) &&
      !/\s$/.test(value);
    while (keep > (ownLast ? tokens.length : 1) && minor(keep - 1) && !startsCapitalised(tokens[keep - 1]![0])) keep--;
    const last = tokens[keep - 1];
    if (keep < tokens.length && last) value = value.slice(0, last.index + last[0].length);
  }
  const leading = value.length - value.trimStart().length;
  return { value: value.trim(), end: from + leading + value.trim().length };
}

/** "by the sea", "by the river": beside a place, words of a title ("Overdue by the Sea"), not its credit. */
const PLACE_WORD = String.raw`(?:[Ss]ea|[Ss]easide|[Rr]iver|[Rr]iverside|[Ll]ake|[Ll]akeside|[Ss]hore|[Oo]cean|[Ww]ater|[Ww]aterside|[Ww]aterfront|[Ff]ire|[Ff]ireside|[Ww]indow|[Dd]oor|[Rr]oad|[Rr]oadside|[Ww]ayside|[Bb]ay|[Hh]arbou?r|[Cc]anal|[Bb]ridge|[Gg]ate|[Cc]oast|[Bb]each|[Pp]ier|[Qq]uay|[Dd]ocks?|[Ff]ountain|[Hh]earth|[Ss]tove|[Ww]ell|[Ss]tream|[Bb]rook|[Cc]reek|[Pp]ond|[Tt]racks|[Rr]ailway|[Ll]ighthouse|[Hh]ighway|[Ss]ea\s+[Ww]all|[Ss]eawall|[Ss]ound|[Ss]trait)`;
const BY_A_PLACE = new RegExp(
  // (A capital after the place word makes a band: "by the Harbour Lights".)
  String.raw`^\s+[Bb]y\s+(?:[Tt]he\s+${PLACE_WORD}(?![\p{L}])(?!\s+\p{Lu})` +
    // "by Song-Köl lake", "by Tana river": a place's own name before its lowercase kind (round 118 set "Song-Köl").
    String.raw`|\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}\s+(?:lake|river|sea|bay|beach|shore|coast|falls|waterfall|mountain|mountains|valley|canyon|gorge|glacier|forest|desert|island|hill|hills|creek|pond|reservoir|harbou?r|pier|bridge|market|square|station|temple|church|mosque|cathedral|castle|tower)(?![\p{L}]))`,
  'u',
);

/**
 * Whether the word at `i` is a small word between capitalised ones in any language: one short lowercase word ("Tawag
 * ng Dagat", round 85), or the first of two not English ("Freylekhs para el Colectivo 68", round 91 set "Freylekhs").
 */
function smallWordBetween(words: readonly string[], i: number): boolean {
  const [word, next, after] = [words[i] ?? '', words[i + 1] ?? '', words[i + 2] ?? ''];
  const pronoun = (w: string) => /^I(?:['’]\p{L}+)?$/u.test(w);
  if (/^\p{Ll}{1,3}$/u.test(word) && startsCapitalised(next) && !pronoun(next)) return true;
  return (
    /^\p{Ll}{1,4}$/u.test(word) &&
    /^\p{Ll}{1,3}$/u.test(next) &&
    !ENGLISH_SHORT.has(word) &&
    !ENGLISH_SHORT.has(next) &&
    startsCapitalised(after) &&
    !pronoun(after)
  );
}

/** A capitalised name whose lowercase words are all small words between capitalised ones ("Arie dal Porto"). */
function capitalisedWithSmallWords(value: string): boolean {
  const words = value.split(/\s+/).filter(Boolean);
  return (
    words.length > 1 &&
    words.length <= 6 &&
    startsCapitalised(words[0]!) &&
    words.every((w, i) => startsCapitalised(w) || MINOR_WORDS.has(w.toLowerCase()) || smallWordBetween(words, i))
  );
}

/** Short English words that go on a sentence, never a title's small words in another language. */
const ENGLISH_SHORT = new Set(
  `a an the and but or nor so yet to of in on at by for with from into onto over off out up as is are was were be
am its it my our your his her their me we you they him them this that then than just like all one two not no`.split(
    /\s+/,
  ),
);

/** How much a Title-Cased phrase reads as a name: its words that are no English word, and a DJ's or MC's prefix. */
function nameLikeness(value: string): number {
  const words = value.split(/\s+/).filter(Boolean);
  const prefix = /^(?:dj|mc|lil|the)$/i.test(words[0] ?? '') ? 1 : 0;
  return prefix + words.filter((w) => !knownWord(w.toLowerCase().replace(/['’]s?$/, ''))).length;
}

/**
 * A capitalised phrase of up to six words whose lowercase words are small words or no English word: a title in
 * another language's sentence case ("Tire sur la neige", "Noche de lluvia"). An English word after it is the idea
 * going on ("Kalimba dreams of rain").
 */
function foreignSentenceCase(value: string): boolean {
  const words = value.split(/\s+/).filter(Boolean);
  // Capitals shouted are a title of their own ("NIGHT BUS TERMINUS and it's by…").
  if (words.length < 2 || words.length > 6 || !/^\p{Lu}\p{Ll}/u.test(words[0]!)) return false;
  const lower = words.slice(1).filter((w) => !startsCapitalised(w));
  return (
    lower.some((w) => !MINOR_WORDS.has(w)) &&
    // (English writes its "I" capitalised: a lowercase "i" is Swedish, Polish or Croatian, as in "Kräftskiva i regnet",
    // which round 105 set as "Kräftskiva".)
    lower.every((w) => /^\p{Ll}+$/u.test(w) && (MINOR_WORDS.has(w) || w === 'i' || !knownWord(w)))
  );
}

/** What joins two artists' names in a credit. */
const NAME_JOINER = /\s+(?:x|×|&|and|feat\.?|ft\.?|featuring|vs\.?|with)\s+/iu;

/** A band or person's name: one to four words, each capitalised or a small connecting word (or names joined). */
/** Words that open in lowercase and stay so but for a name or two: a sentence, not a title in Title Case. */
function mostlyLowercase(value: string): boolean {
  const words = value.split(/\s+/);
  return !/^\p{Lu}/u.test(value) && words.filter((w) => !/^\p{Lu}/u.test(w)).length >= words.length * 0.75;
}

function looksLikeName(value: string, lenient: boolean): boolean {
  // Names listed together, each a name of its own: "Lila Mwangi x DJ Okapi", "Ana Dos feat. Kiko"; a band after the
  // first may keep its "the" lowercase ("Deacon Ames & the Greater Hope Choir").
  const parts = value.split(NAME_JOINER);
  if (parts.length > 1)
    return parts.every((part, i) => looksLikeName(i > 0 ? part.replace(/^the\s+/u, '') : part, lenient));
  const words = value.split(/\s+/).filter(Boolean);
  // A band's "The" is not one of its name's words: "The Cape Coast Rhythm Aces" is a name of four (round 76).
  const article = /^the$/i.test(words[0] ?? '') ? 1 : 0;
  // "MC spitting into a mic": a DJ's or an MC's prefix alone is their role in the picture, no one's name (round 79).
  if (words.length === 1 && /^(?:dj|mc)s?$/i.test(words[0]!)) return false;
  if (words.length === 0 || words.length > (lenient ? 5 : 4) + article) return false;
  if (lenient) return true;
  if (!startsCapitalised(words[0] ?? '')) return false;
  return words.every((w) => startsCapitalised(w) || MINOR_WORDS.has(w.toLowerCase()));
}

/**
 * A name said in a sentence, read from `from`: to where the record's own sentence begins, if it does ("band's called
 * Toner Burn and the 7" is Paper Jam", "we're the Pecan Grove Mass Choir and the album is called …").
 */
function nameBeforeRecord(idea: string, from: number): { value: string; end: number } {
  const read = readValue(idea, from);
  const found = AND_THE_RECORD.exec(idea.slice(from));
  if (!found || from + found.index >= read.end) return read;
  return { value: idea.slice(from, from + found.index), end: from + found.index };
}

/**
 * A Title-Cased title that runs on past its comma: to the sentence's end after "we're calling the disc" ("Forty
 * Voices, One Breath."), or, after any naming word, a word or three in capitals before "and it's" ("its called Ride
 * On, King and its credited to…": round 84 set "Ride On").
 */
function pastComma(
  idea: string,
  from: number,
  read: { value: string; end: number },
  toSentenceEnd: boolean | 'word' | 'segment',
): { value: string; end: number } {
  const runOn = (
    toSentenceEnd === 'segment'
      ? // One more capitalised part up to a comma before lowercase words, or the sentence's end.
        /^,\s*[\p{Lu}\p{N}][\p{L}\p{N}'’-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}'’-]*){0,3}(?=,\s*\p{Ll}|[.!?](?:\s|$)|$)/u
      : toSentenceEnd === true
        ? // (A subtitle after a colon too: "working title Cotton Stars: Tashkent Estrada 1974-1988.", round 87.)
          /^[,:]\s*(?:[\p{Lu}\p{N}][\p{L}\p{N}'’–-]*\s*){1,4}(?=[.!?]|$)/u
        : new RegExp(
            String.raw`^,\s*\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2}(?=\s+(?:and|but|so)\s+(?:it|its|it['’]s|it\s+is)\s)` +
              // "it's called Last Order, Halmeoni.": one capitalised word closing the sentence is the title's too.
              (toSentenceEnd === 'word' ? String.raw`|^,\s*\p{Lu}[\p{L}'’-]*(?=[.!?](?:\s|$))` : ''),
            'u',
          )
  ).exec(idea.slice(read.end));
  if (!runOn || !startsCapitalised(read.value)) return read;
  const end = read.end + runOn[0].trimEnd().length;
  return { value: idea.slice(from, end), end };
}

const overlaps = (spans: readonly Span[], start: number, end: number): boolean =>
  spans.some((s) => s.start < end && start < s.end);

/**
 * A Russian or Ukrainian adjective just before a quote: the quote names a thing of the scene, as Russian quotes the
 * names of cars, ships and shops ("старая «Нива»", an old Niva, was round 84's title).
 */
const THING_NAMED_IN_QUOTES =
  /(?<![\p{L}])\p{Ll}*[\u0430-\u044f\u0456\u0457](?:ая|яя|ый|ий|ой|ое|ее|ые|ие|ую|юю|ого|его|ому|ему|ым|им)\s*$/u;

/** The earliest quoted text that can be a title. Single quotes count around a word or more, not a clipped word. */
function findQuote(idea: string, taken: readonly Span[]): { title: string; start: number; end: number } | undefined {
  let best: { title: string; start: number; end: number } | undefined;
  for (const pattern of QUOTES) {
    for (const m of idea.matchAll(pattern)) {
      if (best && m.index >= best.start) break;
      const inner = m[1] ?? '';
      const words = inner.trim().split(/\s+/).length;
      // One word in single quotes is a title when it is a word of three letters or more ("put 'Delayed' in small
      // letters"), not a clipped one ("rock 'n' roll").
      // (Or a file's name, as digicore titles are: "'heartmonitor.mp3'".)
      if (
        pattern === SINGLE_QUOTES &&
        words < 2 &&
        !/^\p{L}{3,}$|^\p{L}[\p{L}\p{N}_-]*\.[a-z0-9]{2,4}$/u.test(inner.trim())
      )
        continue;
      // by "Name" is the artist, read in step 4.
      if (/(?<![\p{L}\p{N}])by\s*$/iu.test(idea.slice(0, m.index))) continue;
      if (SHOWN_BY_A_THING.test(idea.slice(0, m.index)) || THING_NAMED_IN_QUOTES.test(idea.slice(0, m.index))) continue;
      const wholeIdea = m[0].length >= idea.trim().length - 1 && words > 6;
      const title = clean(inner, true);
      if (!title || wholeIdea || overlaps(taken, m.index, m.index + m[0].length)) continue;
      best = { title, start: m.index, end: m.index + m[0].length };
      break;
    }
  }
  return best;
}

function removeSpans(text: string, spans: readonly Span[]): string {
  // Overlapping spans are merged first, so no text is cut twice.
  const merged: Span[] = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  let out = text;
  for (const { start, end } of merged.reverse()) out = `${out.slice(0, start)} ${out.slice(end)}`;
  return out.replace(/\s+/g, ' ').trim();
}

/** A composer's name opening a clause, then the words of the work up to the clause's end or a bracket. */
const COMPOSER_WORK = /(?<=^|[.;:!?,—–]\s*)([\p{L}'’-]+)(?:\s*[:,—–-])?\s+([^.,;:!?()[\]"“”\n]{2,80})/gu;

/**
 * Whether a composer's name is also a common word ("glass" is; "bach" is also his music, WordNet's
 * noun.communication, and still the composer).
 */
function commonWord(word: string): boolean {
  return senses(word).some((sense) => !sense.instance && sense.lexFile !== 'noun.communication');
}

/** Players, "plays" and a composer opening the idea, then the work to the clause's end (an opus number's dot kept). */
const PLAYERS_PLAY =
  /^\s*((?:the\s+)?\p{Lu}[\p{L}'’.&-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’.&-]*){0,4})\s+(?:plays?|performs?|sings?|conducts?)\s+([\p{L}'’-]+)[\s:,]+((?:(?:op|no)\.\s*|[^.,;:!?()\n–—]|-(?!\s))+?)\s*(?=$|[.,;:!?()\n–—]|\s-\s)/iu;

/** The composer and work a clause opens with, the work cut after its last form word or its capitalised run. */
function composerAndWork(
  idea: string,
  taken: readonly Span[],
): { composer: string; title: string; span: Span } | undefined {
  for (const m of idea.matchAll(COMPOSER_WORK)) {
    const composer = composerNamed(m[1]!);
    if (!composer || overlaps(taken, m.index, m.index + m[0].length)) continue;
    const words = m[2]!.trim().split(/\s+/);
    const lastForm = words.findLastIndex((w) => WORK_FORMS.has(w.toLowerCase()));
    // A work named by its own capitalised name ("Winterreise", "Das Lied von der Erde") runs while its words do.
    let named = 0;
    while (
      named < words.length &&
      (startsCapitalised(words[named]!) || (named > 0 && MINOR_WORDS.has(words[named]!.toLowerCase())))
    )
      named++;
    while (named > 0 && MINOR_WORDS.has(words[named - 1]!.toLowerCase())) named--;
    // Written in lowercase, the work's own name is the words no English word ("schubert winterreise, baritone is…",
    // round 82): "bach sunrise over a lake" names no work.
    // (Not after a composer whose name is a word: "glass armonica recital" is an instrument, no Philip Glass work.)
    const unknown = (w: string) => /^\p{Ll}+$/u.test(w) && !MINOR_WORDS.has(w) && !knownWord(w);
    if (named === 0 && !commonWord(m[1]!.toLowerCase()))
      while (named < Math.min(3, words.length) && unknown(words[named]!)) named++;
    const count = lastForm >= 0 ? lastForm + 1 : named;
    if (count === 0 || count > 6) continue;
    const written = words.slice(0, count).join(' ');
    const value =
      written === written.toLowerCase()
        ? written.replace(/(^|\s)(\p{L})/gu, (_, s: string, c: string) => s + c.toUpperCase())
        : written;
    // "Mahler 6", "Bruckner 8": a composer's numbered symphony, as players call it.
    const numbered = /^\d{1,2}$/.test(value) ? `Symphony No. ${value}` : value;
    const start = m.index;
    const end = m.index + m[0].indexOf(m[2]!) + m[2]!.indexOf(words[count - 1]!) + words[count - 1]!.length;
    return { composer, title: numbered, span: { start, end } };
  }
  return undefined;
}

/**
 * A player's part in brackets after their name, "Anna Thirlwell (soprano) & Jonah Piel (lute)": a credit line's
 * detail, not part of the name or the picture (round 75's came out as "Songs / Dowland" instead of the title given).
 */
const CREDITED_PART =
  /(?<=\p{Lu}[\p{L}'’.-]*)\s*\((?!(?:title|artist|album|band|record|ep|lp|single|song|track|by|feat)\b)(?:[a-z]+(?:[\s,&/]+[a-z]+){0,3})\)/gu;

/** Days and seasons a record can be for that are no one who made it: "an album for Christmas Eve". */
const NOT_A_MAKER =
  /^(?:Christmas|Xmas|Easter|Halloween|Hanukkah|Diwali|Eid|Ramadan|Valentine|Mother|Father|New Year|Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Spring|Summer|Autumn|Fall|Winter|God|Jesus|Mum|Mom|Dad)\b/;

/** Lowercase words going straight on after a name, in the same clause: the name was the picture's. */
const GOES_ON_IN_LOWERCASE =
  /^\s+(?!(?:by|and|from|feat|featuring|is|was|out|comes|drops|due|coming|on|in|at|x|with|vs)\b)\p{Ll}[\p{Ll}'’-]*\s+\p{Ll}/u;

export function extractLettering(written: string): Lettering {
  // Blanked to spaces of the same length, so every span found below still points into the idea as written.
  // A genre in brackets after the name is the record's, and stays with the picture: "by Ironclad Parish (thrash)",
  // "Benny Okafor (house ep)".
  const genres: string[] = [];
  const idea = written
    .replace(CREDITED_PART, (part) => {
      if (findGenreMentions(normalizeText(part)).length) genres.push(part.trim().slice(1, -1));
      return ' '.repeat(part.length);
    })
    // "(coupé-décalé) Attiéké Millionnaire — DJ Lagune Prestige.": a genre in brackets opening the idea is the record's
    // kind, before its listing (round 86 read neither name).
    .replace(/^\s*\(([^()\n]{1,40})\)/u, (part, inner: string) =>
      findGenreMentions(normalizeText(inner)).length ? ' '.repeat(part.length) : part,
    );
  let title: string | undefined;
  let artist: string | undefined;
  const titleSpans: Span[] = [];
  const artistSpans: Span[] = [];
  const taken = (): Span[] => [...titleSpans, ...artistSpans];
  /** A release listed with both its title and its maker: taken when both read as names. */
  const takeListing = (record: string | undefined, name: string | undefined, span: Span) => {
    const [t, a] = [clean(record ?? ''), clean(name ?? '')];
    if (!t || !a || !looksLikeName(t, false) || !looksLikeName(a, false)) return;
    title = t;
    artist = a;
    titleSpans.push(span);
  };
  /** A labelled value is the title or the artist by its label, the first of each kind found. */
  const takeLabelled = (label: string, value: string, span: Span) => {
    const isTitle = TITLE_LABELS.has(label);
    if (isTitle && !title) {
      title = value;
      titleSpans.push(span);
    } else if (!isTitle && !artist) {
      artist = value;
      artistSpans.push(span);
    }
  };

  // 1. Explicit labels: "title: X", "artist: Y".
  // ("Abel Maestre y su Conjunto — …": a band's word after an article, an owner or an "and" ends a name.)
  const labelled = [...idea.matchAll(LABEL)].filter((m) => !NAME_GOES_ON_BEFORE.test(idea.slice(0, m.index)));
  const labelOf = (m: RegExpMatchArray): string => {
    const said = (m[1] ?? m[2] ?? '').toLowerCase();
    return FOREIGN_LABELS[said] ?? said;
  };
  for (const [i, m] of labelled.entries()) {
    // "artist: X", or in brackets: "(title) Runaway Brassicas (artist) The Compost Heap Quartet".
    const said = (m[1] ?? m[2] ?? '').toLowerCase();
    // "Sutin: Hatun Punchaw / Takiqkuna: …", "Ka Inoa: Ua Kanilehua — na …", "Name: …": a name is the record's when
    // someone else is credited, and otherwise the artist's (round 118 read neither).
    const named = labelOf(m);
    const creditFollows = () =>
      labelled.some((other) => other !== m && !TITLE_LABELS.has(labelOf(other)) && labelOf(other) !== 'name') ||
      CREDITED_AFTER.test(idea.slice(readValue(idea, m.index + m[0].length).end));
    const label = named === 'name' ? (creditFollows() ? 'title' : 'artist') : named;
    const from = m.index + m[0].length;
    if (overlaps(taken(), m.index, from)) continue;
    // (Opening its sentence, with a colon: "italo disco — Titolo: …" is the genre.)
    if (
      said === 'disco' &&
      (!DISCO_LABEL_BESIDE.test(idea) || !/[:：]/.test(m[0]) || !/(?:^|[.!?/|]\s*)$/.test(idea.slice(0, m.index)))
    )
      continue;
    // (Haitian Creole's "Tit:" is a title's label only beside its "Atis:": "a blue tit: tiny" is a bird.)
    if (said === 'tit' && !/(?<![\p{L}])atis\s*:/iu.test(idea)) continue;
    // "a band: five girls dancing" describes a band in the picture; a label has no article.
    if (/(?<![\p{L}])an?\s+$/iu.test(idea.slice(0, m.index))) continue;
    const quoted = QUOTED_VALUE.exec(idea.slice(from));
    // "Title: Copperbelt Fuzz, Zambian Rock 1972-1977.": a title's own comma, with capitals to its sentence's end.
    // "Titre : Le temps des sucres / Artiste : …": a value listed before the next label's slash is all its words,
    // in whatever casing its language writes (round 113 set "Le").
    const listed = LISTED_BEFORE_LABEL.exec(idea.slice(from));
    // (Only where it says more than reading by casing would: "Künstler: Kemal B." keeps its initial's full stop.)
    const sentence = ENGLISH_LABELS.has(said) ? null : FOREIGN_SENTENCE.exec(idea.slice(from));
    const cased = readValue(idea, from);
    const read = quoted
      ? { value: quoted[1] ?? '', end: from + quoted[0].length }
      : listed
        ? { value: listed[1]!, end: from + listed[1]!.length }
        : sentence && sentence[1]!.length > cased.value.length
          ? { value: sentence[1]!, end: from + sentence[1]!.length }
          : /title/.test(label)
            ? pastComma(idea, from, cased, true)
            : cased;
    // "タイトル：夏の終わりのバス停 歌：青木ゆかり": a value ends where the next label begins, whatever is between.
    const next = labelled[i + 1]?.index;
    const { value, end } =
      !quoted && next !== undefined && next > from && next < read.end
        ? { value: idea.slice(from, next).replace(/[\s,;.|/–—、，；。／｜-]+$/u, ''), end: next }
        : read;
    // "Izenburua: Txotx! · Taldea: …": a cry right after a value, before the next field, is the title's own (round
    // 122 set "Txotx").
    const cry = quoted ? null : /^[!?]+(?=\s*[·•/|–—])/u.exec(idea.slice(end));
    const said0 = clean(value, Boolean(quoted));
    const cleaned = said0 && cry && /\p{L}$/u.test(said0) ? `${said0}${cry[0]}` : said0;
    if (!cleaned || (!quoted && describes(cleaned))) continue;
    // "obal pro naše folkové album: stará dřevěná rozhledna na kopci…": after a record word, a long lowercase run is
    // the picture in any language, not a title (only "title:" itself is taken whatever follows).
    const recordWord = /^(?:album|ep|lp|single|record)$/.test(label);
    // (A place's capital in it is still the picture: "qawwali record: thursday night at a sufi shrine in Lahore".)
    if (recordWord && !quoted && cleaned.split(/\s+/).length > 6 && mostlyLowercase(cleaned)) continue;
    // "hyperpop ep: bouncy castle deflating in the rain", "nu metal ep: mall santa losing it": lowercase words with a
    // thing doing something are the picture too (rounds 89 and 90 set them as the title).
    if (recordWord && !quoted && cleaned === cleaned.toLowerCase() && DOING.test(cleaned)) continue;
    // "folk rock record - Up Helly Aa night in Lerwick, …": capitals the clause goes on from with a lowercase noun name
    // what the picture is of (a festival, a place), not the record (round 101 set "Up Helly Aa" as the title). (Before
    // a verb they are someone doing it: "grime EP - MC Saltpetre spitting into a mic".)
    // ("steelpan album — Panorama finals night at …": a plural noun before one more names it too, round 118.)
    if (recordWord && !quoted && PICTURE_GOES_ON.test(idea.slice(end))) continue;
    // "rake-and-scrape album: Junkanoo on Bay Street in Nassau, Bahamas at 4am": a value ending in a town its country
    // follows, then the clause goes on to when, is where the picture is (round 118 set it as the title).
    if (
      recordWord &&
      !quoted &&
      /\sin\s+\p{Lu}[\p{L}'’-]*(?:\s+(?:(?:of|de|del|du|la|le|el|do|da)\s+)?\p{Lu}[\p{L}'’-]*){0,2}$/u.test(cleaned) &&
      TOWN_COUNTRY_GOES_ON.test(idea.slice(end))
    )
      continue;
    // "morenada brass band record: carnival Saturday in Oruro, …": words opening in lowercase with an English word are
    // the picture, however many capitals (a day's, a place's) follow; a title is lowercase throughout or capitalised
    // from its start (round 103 set "carnival Saturday in Oruro").
    const opening = /^(\p{Ll}+)\s/u.exec(cleaned)?.[1];
    if (recordWord && !quoted && opening && cleaned !== cleaned.toLowerCase() && knownWord(opening)) continue;
    // "joropo llanero album: harp, cuatro and maracas players on horseback": a lowercase word opening a list is the
    // first of the picture's things, not the title (round 81).
    if (recordWord && !quoted && cleaned === cleaned.toLowerCase() && LIST_GOES_ON.test(idea.slice(end))) continue;
    // "yodel album: cows in fog, one alphorn", "tango album: dawn at a milonga": after a genre's record word,
    // lowercase words are the picture (round 91 set both as titles); a listing's lowercase title goes on to its next
    // label ("neo soul ep: lowtide receipts / artist: …").
    if (
      recordWord &&
      !quoted &&
      mostlyLowercase(cleaned) &&
      /\p{L}[\p{L}\s-]*$/u.test(
        idea
          .slice(0, m.index)
          .split(/[.!?\n]/)
          .pop() ?? '',
      ) &&
      !/^\s*(?:[/|]|[-–—]\s+\p{L}+\s*[:=])/u.test(idea.slice(end))
    )
      continue;
    // "Rajasthani folk album: Manganiyar singers in bright saffron turbans…": a capitalised word that goes straight on
    // into lowercase words of the picture is the picture's people or place, not the title (round 96).
    if (recordWord && !quoted && /:\s*$/.test(m[0]) && GOES_ON_IN_LOWERCASE.test(idea.slice(end))) continue;
    // "folk album - hawthorn hedge growing up…": after a dash, only a name written as one (capitals or Title Case) is
    // the label's value; lowercase words go on to describe the picture.
    // Another language's label is no ordinary word, so its value need only open as a name does: "Název — Šerif z
    // Kokořína" keeps its lowercase "z" (round 118).
    const dashed = /[-–—]\s*$/.test(m[0]);
    const start = cleaned.split(/\s+/).slice(0, 4).join(' ');
    if (dashed && !quoted && !(ENGLISH_LABELS.has(said) ? looksLikeName(start, false) : startsCapitalised(start)))
      continue;
    takeLabelled(label, cleaned, { start: m.index, end: end + (cry?.[0].length ?? 0) });
  }

  // 1'. "top of the cover: VACANCY LIGHTS, bottom: Odette Sable": the words to set, by where they go. The side that
  // reads more like someone's name is the artist; otherwise the top line is the title.
  if (!title && !artist) {
    const top = PLACED_TEXT_TOP.exec(idea);
    const bottom = PLACED_TEXT_BOTTOM.exec(idea);
    const topRead = top && readValue(idea, top.index + top[0].length);
    const bottomRead = bottom && readValue(idea, bottom.index + bottom[0].length);
    const upper = clean(topRead?.value ?? '');
    const lower = clean(bottomRead?.value ?? '');
    if (top && bottom && topRead && bottomRead && upper && lower && looksLikeName(lower, false)) {
      const swapped = nameLikeness(upper) > nameLikeness(lower);
      title = swapped ? lower : upper;
      artist = swapped ? upper : lower;
      const topSpan = { start: top.index, end: topRead.end };
      const bottomSpan = { start: bottom.index, end: bottomRead.end };
      titleSpans.push(swapped ? bottomSpan : topSpan);
      artistSpans.push(swapped ? topSpan : bottomSpan);
    }
  }

  /** Each value a label pattern introduces, read on to its end, taken when `accepts` says it reads as a name. */
  const takeAfterLabels = (pattern: RegExp, accepts: (value: string, end: number) => boolean) => {
    for (const m of idea.matchAll(pattern)) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from)) continue;
      const said = (m[1] ?? m[2] ?? '').toLowerCase();
      const label = FOREIGN_LABELS[said] ?? said;
      // A title's subtitle runs on as it does after "title:" ("working title Cotton Stars: Tashkent Estrada 1974-1988").
      const read = readValue(idea, from);
      const { value, end } = /title/.test(label) ? pastComma(idea, from, read, true) : read;
      const cleaned = clean(value);
      if (cleaned && accepts(cleaned, end)) takeLabelled(label, cleaned, { start: m.index, end });
    }
  };
  const opensLikeName = (value: string) => looksLikeName(value.split(/\s+/).slice(0, 4).join(' '), false);

  // 1a. "band name Hollow Ferret, album Open Late": labels with no colon, before a capitalised name.
  takeAfterLabels(BARE_LABEL, opensLikeName);

  // 1a''. "The title, Last Seat to Paraty, small in a thin italic": a name between commas after its label, closed by
  // a comma or the sentence's end as an aside is, perhaps after its meaning in brackets ("the album, Tàladh na Mara
  // (Lullaby of the Sea), by …", round 122).
  takeAfterLabels(
    LABEL_APPOSITIVE,
    (value, end) =>
      /^\s*(?:\([^()\n]{1,60}\)\s*)?(?:[,.;]|$)/u.test(idea.slice(end)) &&
      value.split(/\s+/).length <= 6 &&
      opensLikeName(value),
  );

  // 1b. "band name is Pollen Count": any casing after "name is" or "is called", a capitalised name otherwise ("the
  // band is playing" says what they do).
  if (!artist) {
    for (const m of idea.matchAll(NAME_SENTENCE)) {
      const from = m.index + m[0].length;
      const called = m[2] ?? m[3];
      // "artist is kiki vortex": a person's or act's word before "is" names them in any casing, unless a verb follows
      // ("the artist is painting"); a band's does not ("the band is tight").
      const person =
        /^(?:artist|rapper|producer)$/i.test(m[1] ?? '') &&
        !/^(?:\p{L}+(?:ing|ed)|unknown|anonymous|me|us|myself|tbc|tbd|tba|secret|hidden|optional)\b/iu.test(
          idea.slice(from),
        );
      // "the ensemble is Orquesta de Cámara La Pastora": an orchestra's or a choir's name runs long, every word
      // capitalised but its joining words (round 90 dropped it).
      const ensemble =
        /^(?:orchestra|orquesta|ensemble|choir|comparsa|collective)$/i.test(m[1] ?? '') &&
        ENSEMBLE_NAME_RUN.test(idea.slice(from));
      const sure = Boolean(called) || person || ensemble || /name$/i.test(m[0].trim().replace(/\s+is$/i, ''));
      // "band is The Early Round": a capitalised "The" before a capitalised word starts the name.
      const named = /^[Tt]he\s+\p{Lu}/u.test(idea.slice(from));
      if (overlaps(taken(), m.index, from) || (!called && !named && notAName(idea.slice(from)))) continue;
      const { value, end } = nameBeforeRecord(idea, from);
      const cleaned = clean(value);
      // ("the band is the Old Boys Papare Brigade": a band's lowercase "the" opens its name, set as written.)
      if (!cleaned || !looksLikeName(cleaned.replace(/^the(?=\s+\p{Lu})/u, 'The'), sure)) continue;
      artist = cleaned;
      artistSpans.push({ start: m.index, end });
      break;
    }
  }

  // 1b'. "we're called Sandbag Choir": the artist naming themselves; "Ottoline Brack's second record": its owner.
  if (!artist) {
    const credited = new Set([...idea.matchAll(CREDITED_TO)]);
    const staged = new Set([...idea.matchAll(STAGE_NAME)]);
    for (const m of [
      ...idea.matchAll(SELF_CALLED),
      ...idea.matchAll(SELF_NAMED),
      ...staged,
      ...credited,
      // (Not where the idea says the name it goes out under: "my nanaji ran a wedding band called Shyam Brass Band …
      // it's going out under the name Roshni Wala".)
      ...(UNDER_MY_NAME.test(idea) ? [] : idea.matchAll(ACT_CALLED)),
      ...idea.matchAll(MY_NAME_IS),
    ]) {
      const from = m.index + m[0].length;
      const { value, end } = nameBeforeRecord(idea, from);
      // "we're the Pecan Grove Mass Choir": a band's "the" before its capitalised name is set as part of it.
      const cleaned = clean(value)?.replace(/^the(?=\s+\p{Lu})/u, 'The');
      if (overlaps(taken(), m.index, from) || !cleaned) continue;
      // "we're putting it out as Sports Hall Weddings 1984-96": a name with the years of its recordings is the
      // record's, a compilation's title (round 85).
      if (!title && /(?<![\p{N}])(?:19|20)\d\d(?![\p{N}])/u.test(cleaned) && !credited.has(m)) {
        title = cleaned;
        titleSpans.push({ start: m.index, end });
        continue;
      }
      // (A credit's name is as long as a choir's: "the Greater New Hope Mass Choir", every word capitalised.)
      const capitalised = cleaned.split(/\s+/).every((w) => startsCapitalised(w) || MINOR_WORDS.has(w.toLowerCase()));
      if (!looksLikeName(cleaned, true) || (credited.has(m) && !capitalised)) continue;
      artist = cleaned;
      // "we play slow instrumental space rock as Nacelle": the genre they play stays in the idea (round 98).
      const played = staged.has(m) && findGenreMentions(normalizeText(m[0])).length > 0;
      artistSpans.push({ start: played ? m.index + m[0].search(/(?:as|under)\s+$/) : m.index, end });
      break;
    }
  }
  if (!artist) {
    const credits = new Set([...idea.matchAll(PLAYER_CREDIT)]);
    // (Read in the idea as written: a genre in brackets after a name was blanked above.)
    const genred = [...written.matchAll(NAME_THEN_GENRE)].filter(
      (m) => findGenreMentions(normalizeText(m[2]!.split(',')[0]!)).length > 0,
    );
    for (const m of [
      ...genred,
      ...idea.matchAll(OWNER_OF_RECORD),
      ...idea.matchAll(NAMED_RECORD),
      ...idea.matchAll(MEMBER_OF),
      ...idea.matchAll(KIND_NAMED),
      ...idea.matchAll(BAND_APPOSITIVE),
      ...idea.matchAll(ENSEMBLE_THEN_NAME),
      ...credits,
    ]) {
      const name = clean(m[1] ?? '');
      const at = m.index + m[0].indexOf(m[1] ?? '');
      const end = at + (m[1]?.length ?? 0);
      // (A band's lowercase "the" opens its name: "for the Spit Valentines".)
      if (overlaps(taken(), at, end) || !name || !looksLikeName(name.replace(/^the\s+(?=\p{Lu})/u, ''), false))
        continue;
      artist = name;
      // A player's credit is all lettering: the keys or the bench they are on is no thing on the cover.
      artistSpans.push({ start: at, end: credits.has(m) ? m.index + m[0].length : end });
      break;
    }
  }

  // 1c. "album is Low Maintenance": any casing after "is called", a capitalised title otherwise ("the album is a
  // love letter to my city" says what it is about).
  if (!title) {
    // ("… album that samples her singing, it's called Last Order, Halmeoni.": a last capitalised word is the title's.)
    const done = new Set(idea.matchAll(RECORD_DONE_NAME));
    const thenNamed = new Set([...idea.matchAll(RECORD_THEN_NAME), ...idea.matchAll(RECORD_COLON_NAME), ...done]);
    for (const m of [
      ...idea.matchAll(RECORD_SENTENCE),
      ...idea.matchAll(CALLING_IT),
      ...idea.matchAll(NEW_ONE),
      ...thenNamed,
    ]) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from) || (!m[1] && notAName(idea.slice(from)))) continue;
      const read = readValue(idea, from);
      // "we're calling the disc Forty Voices, One Breath.": a title in capitals runs on past its comma to the sentence's
      // end.
      const calling = /^(?:calling|titling|naming|called|titled|named)$/i.test((m[1] ?? m[2])?.trim() ?? '');
      const { value, end } = pastComma(
        idea,
        from,
        read,
        calling || (done.has(m) ? 'segment' : thenNamed.has(m) && 'word'),
      );
      const cleaned = clean(value);
      // A band that has named itself ("we're called soft arcade and the ep is bubble weather") names its record in
      // its own casing: a short lowercase run there is the title.
      const selfNamed = artist !== undefined && cleaned !== undefined && cleaned.split(/\s+/).length <= 4;
      // "my first proper rap album is for him, its called Meter Running": who or what it is for, no title.
      if (!cleaned || /^(?:for|about|dedicated|basically|mostly|really|kind|sort)\b/.test(cleaned)) continue;
      // "The record is R&B, slow and a bit lonely, called Above the Lake": a genre's name alone is what kind of record
      // it is (round 122 set "R&B"), unless it is said to be called so.
      const genreAlone = normalizeText(cleaned);
      if (!m[1] && findGenreMentions(genreAlone).some((g) => g.start === 0 && g.end === genreAlone.length)) continue;
      const named =
        looksLikeName(cleaned.split(/\s+/).slice(0, 4).join(' '), false) ||
        foreignSentenceCase(cleaned) ||
        capitalisedWithSmallWords(cleaned);
      if (!m[1] && !selfNamed && !named) continue;
      title = cleaned;
      // (The record word before the name's comma stays with the picture's words: "my country record, its …".)
      titleSpans.push({ start: thenNamed.has(m) ? m.index + m[0].search(/[,:]\s+[^,:]*$/u) : m.index, end });
      break;
    }
  }

  // 1c**. "its Dory Morning and the band is Lemesi Boys", "the name is Lalana Mena (red road) and the band is …": the
  // name said just before the band's is the record's (round 86 set neither title).
  if (!title) {
    const before = TITLE_BEFORE_BAND.exec(idea);
    const value = before && clean(before[1]!);
    const start = before ? before.index + before[0].indexOf(before[1]!) : 0;
    if (before && value && looksLikeName(value, false) && !overlaps(taken(), start, start + before[1]!.length)) {
      title = value;
      titleSpans.push({ start, end: start + before[1]!.length });
    }
  }

  // 1c*. "a label is putting some of them out as Loft Dubs 1981-89 under the sound's name": recordings put out as a
  // title, by the name the idea called its maker (round 83 set the sound system's name as the title).
  if (!title) {
    const out = RECORDINGS_OUT_AS.exec(idea);
    const read = out && readValue(idea, out.index + out[0].length);
    const value = read && clean(read.value);
    if (out && read && value && !overlaps(taken(), out.index, read.end)) {
      title = value;
      titleSpans.push({ start: out.index, end: read.end });
      const called = UNDER_ITS_NAME.test(idea.slice(read.end, read.end + 40))
        ? /(?<![\p{L}])called\s+(\p{Lu}[\p{L}\p{N}'’.&-]*(?:\s+\p{Lu}[\p{L}\p{N}'’.&-]*){0,4})/u.exec(idea)
        : null;
      const name = called && clean(called[1]!);
      if (!artist && called && name && !overlaps(taken(), called.index, called.index + called[0].length)) {
        artist = name;
        artistSpans.push({ start: called.index, end: called.index + called[0].length });
      }
    }
  }

  // 1c'. "put NIGHT PATROL in chrome letters": the words to set, in capitals or quoted.
  if (!title) {
    for (const m of idea.matchAll(PUT_TEXT)) {
      const value = clean(m[1] ?? m[2] ?? '');
      const end = m.index + m[0].length;
      if (!value || overlaps(taken(), m.index, end) || (!m[1] && !/\p{Lu}{2}/u.test(value))) continue;
      title = value;
      titleSpans.push({ start: m.index, end });
      break;
    }
  }

  // 1c''. "just CHEAP SEATS in slanted hand painted sign letters": capitals said to be set in some lettering.
  // Not where a title is quoted, nor a name said after "by" ('"Parallel Park" by LUMA in huge letters').
  if (!title && !/["“«「『]/u.test(idea)) {
    for (const m of idea.matchAll(CAPS_IN_LETTERS)) {
      const value = clean(m[1] ?? '');
      const end = m.index + m[0].length;
      const named = /(?<![\p{L}\p{N}])(?:by|from|feat|ft)\.?\s+$/iu.test(idea.slice(0, m.index));
      // Four capitals at least, so an abbreviation ("a DJ in gold lettering") is no title.
      if (!value || named || overlaps(taken(), m.index, end) || (value.match(/\p{Lu}/gu) ?? []).length < 4) continue;
      title = value;
      titleSpans.push({ start: m.index, end });
      break;
    }
  }

  // 1d. "cover text should read BUS FARE": the words to set, quoted or not.
  if (!title) {
    for (const m of idea.matchAll(TEXT_SAYS)) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from)) continue;
      const quoted = QUOTED_VALUE.exec(idea.slice(from));
      const { value, end } = quoted ? { value: quoted[1] ?? '', end: from + quoted[0].length } : readValue(idea, from);
      const cleaned = clean(value, Boolean(quoted));
      if (!cleaned) continue;
      title = cleaned;
      titleSpans.push({ start: m.index, end });
      break;
    }
  }

  // 1e. "SPARE ROOM and under it 'nothing urgent'": words in capitals, then quoted words said to go under them (round
  // 76 set only the quoted ones).
  if (!title) {
    const under = CAPS_THEN_UNDER.exec(idea);
    const value = clean(under?.[1] ?? '');
    const below = clean(under?.[2] ?? under?.[3] ?? '', true);
    if (
      under &&
      value &&
      below &&
      (value.match(/\p{Lu}/gu) ?? []).length >= 4 &&
      !overlaps(taken(), under.index, under.index + under[0].length)
    ) {
      title = value;
      titleSpans.push({ start: under.index, end: under.index + under[1]!.length });
      if (!artist) {
        artist = below;
        artistSpans.push({ start: under.index + under[1]!.length, end: under.index + under[0].length });
      }
    }
  }

  // 2. Quoted text is the title, unless the whole idea is simply wrapped in quotes. Quoted words said to go under or
  // at the foot of words in capitals are their second line, read in step 9' ("HOLLOW GOLD written in the dust, 'also
  // in white' scrawled underneath"; round 80 set only the quoted words).
  const underQuote = QUOTED_UNDER.exec(idea);
  const under = underQuote && { start: underQuote.index, end: underQuote.index + underQuote[0].length };
  const capitalsOutside = (span: Span) =>
    ((idea.slice(0, span.start) + idea.slice(span.end)).match(/\p{Lu}{2,}/gu) ?? []).join('').length;
  const secondLine = under && capitalsOutside(under) >= 4 ? [under] : [];
  if (!title) {
    const quote = findQuote(idea, [...taken(), ...secondLine]);
    if (quote) {
      title = quote.title;
      // Take the keyword that introduced it along with it ("called "Blue"").
      const before = /(?<![\p{L}\p{N}])(?:titled|entitled|called|named|title(?:\s+(?:is|was|will\s+be))?)\s*$/iu.exec(
        idea.slice(0, quote.start),
      );
      titleSpans.push({ start: before ? before.index : quote.start, end: quote.end });
      // 2a. 'BOOM BAP. "CORNER STORE SCRIPTURE". QUIET TEK X DJ MOSS. OLD HEADS …': a sentence in capitals straight
      // after the quoted title that names a DJ or joins names is its artist (round 88 dropped it).
      const next = SHOUTED_AFTER_QUOTE.exec(idea.slice(quote.end));
      const name = clean(next?.[1] ?? '');
      if (!artist && next && name && (/\s(?:x|×|&|feat\.?|ft\.?|vs\.?)\s/iu.test(name) || DJ_NAME.test(name))) {
        artist = name;
        const at = quote.end + next[0].indexOf(next[1]!);
        artistSpans.push({ start: at, end: at + next[1]!.length });
      }
    }
  }

  // 3. "titled X", "called X", "named X". (Read on past a title found already for a band named after its word: "five
  // of us made a band, …, we call it Tripulante. … the album is called Siyam na Buwan", round 117.)
  if (!title || !artist) {
    for (const m of idea.matchAll(TITLE_KEYWORD)) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from)) continue;
      const { value, end } = pastComma(idea, from, readValue(idea, from), 'word');
      // "a girl named Sue" is a character, not a title, unless it is written like one; "calling it quits" is no title.
      // ("called it Wake The Trees" is the title; "called it a day" is not.)
      if (
        /^(?:named|call|calling|name|naming|called|titled)(?:\s+it)?$/i.test(m[1] ?? '') &&
        !/^(?:called|named|titled)$/i.test(m[1] ?? '') &&
        !startsCapitalised(value)
      )
        continue;
      // "a man called Sol on a drum": someone in the story, named; the record is called something else (round 79).
      if (characterBefore(idea, m.index)) continue;
      const cleaned = clean(value);
      // "a wedding band in Jodhpur called Shyam Brass Band": a band's name, not the record's (round 88).
      if (!cleaned || ENSEMBLE_NAME.test(cleaned)) continue;
      // "started a band with him, accordion, guitar, bombo and a rabel, called Los Palafitos, and we just recorded an
      // album named La Casa Que Navega": named after a band, with no record word since, it is the band's name (round 92
      // set it as the title).
      if (
        ACT_BEFORE_NAME.test(
          idea
            .slice(0, m.index)
            .split(/[.!?\n]/)
            .pop() ?? '',
        )
      ) {
        if (!artist && looksLikeName(cleaned, false)) {
          artist = cleaned;
          artistSpans.push({ start: m.index, end });
        }
        continue;
      }
      if (title) continue;
      title = cleaned;
      const record = RECORD_IS.exec(idea.slice(0, m.index));
      titleSpans.push({ start: record ? record.index : m.index, end });
      break;
    }
  }

  // 3'. "que es dirà Vela Llatina", "das Album heißt Nachtfahrt", "groupe qui s'appelle Les Rats": a capitalised name
  // after another language's word for "called" (round 92 set no title on a Catalan idea). A band's word before it in
  // its clause, with no record's, names the artist.
  for (const m of idea.matchAll(FOREIGN_CALLED)) {
    const from = m.index + m[0].length;
    if (!startsCapitalised(idea.slice(from, from + 1)) || overlaps(taken(), m.index, from)) continue;
    const { value, end } = readValue(idea, from);
    const cleaned = clean(value);
    const named =
      cleaned && (looksLikeName(cleaned, false) || foreignSentenceCase(cleaned) || capitalisedWithSmallWords(cleaned));
    if (!cleaned || !named || overlaps(taken(), m.index, end)) continue;
    const clause =
      idea
        .slice(0, m.index)
        .split(/[.!?;:\n]/)
        .pop() ?? '';
    const band = FOREIGN_ACT.exec(clause);
    const record = FOREIGN_RECORD.exec(clause.slice(band ? band.index : 0));
    if (band && !record) {
      if (!artist) {
        artist = cleaned;
        artistSpans.push({ start: m.index, end });
      }
    } else if (!title) {
      title = cleaned;
      titleSpans.push({ start: m.index, end });
    }
  }

  // 3b. "just the word BRINE", "the number 04": that one word; "the words SUNDAY SCHOOL": those words in capitals.
  if (!title) {
    for (const m of idea.matchAll(WORD_KEYWORD)) {
      const from = m.index + m[0].length;
      // "just the name ORQUESTA LA CANDELA painted sign writer style": a name in capitals, all its words (round 83).
      const isName = /name\s+$/i.test(m[0]);
      // "just the word COLD FRONT scraped out of thick frost": capitals run on as one word's letters do (round 92
      // set "COLD").
      const word =
        /words\s+$/i.test(m[0]) || /^\p{Lu}{2,}\s+\p{Lu}{2,}/u.test(idea.slice(from))
          ? (CAPITALS_RUN.exec(idea.slice(from))?.[0] ?? wordsSetInType(idea, from))
          : isName
            ? CAPITALS_RUN.exec(idea.slice(from))?.[0]
            : /^[\p{L}\p{N}][\p{L}\p{N}'’&-]*/u.exec(idea.slice(from))?.[0];
      if (!word || overlaps(taken(), m.index, from) || MINOR_WORDS.has(word.toLowerCase())) continue;
      title = word;
      // "just the word" stays in the scene: it asks for a type-led cover.
      titleSpans.push({ start: from, end: from + word.length });
      break;
    }
  }

  // 3c. "just the title tidewater in tiny lowercase": a label before words said to be set in some lettering, after
  // every other way of naming them ("'Espalier Suites' … Title and name engraved in small capitals" names none).
  for (const m of idea.matchAll(LABEL_IN_TYPE)) {
    const label = (m[1] ?? '').toLowerCase();
    const value = clean(m[2] ?? '');
    const start = m.index + m[1]!.length + m[0].slice(m[1]!.length).indexOf(m[2]!);
    const end = start + m[2]!.length;
    const words = value?.toLowerCase().split(/\s+/) ?? [];
    // (A band's own "the" opens its name: "band name the soggy bottoms in little magnets".)
    const bandsThe = /band|artist/.test(label) && words[0] === 'the' && words.length > 1;
    if (!value || overlaps(taken(), m.index, end) || (MINOR_WORDS.has(words[0]!) && !bandsThe)) continue;
    if (words.some((w) => /^(?:name|title|artist|band)$/.test(w))) continue;
    // The label stays in the scene, like "just the word": it asks for a cover led by its type.
    takeLabelled(label, value, { start, end });
  }

  // 4. "by Y", where Y reads as a name; right after a title, any casing counts.
  if (!artist) {
    for (const m of idea.matchAll(BY_KEYWORD)) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from)) continue;
      // by "The Saltflats": a quoted name is taken exactly as quoted.
      const quoted = /^\s*["“«「『]([^"”»」』\n]+)["”»」』]/u.exec(idea.slice(from));
      const { value, end } = quoted ? { value: quoted[1] ?? '', end: from + quoted[0].length } : readValue(idea, from);
      if (overlaps(taken(), m.index, end)) continue;
      const afterTitle = titleSpans.some(
        (s) => s.end <= m.index && /^[\s,;.|/–—、，；。／｜-]*$/u.test(idea.slice(s.end, m.index)),
      );
      const english = /^by\s/i.test(m[0]);
      if (!english && !afterTitle) continue;
      // Another language's word credits a name written as one; a short one ("na", "le", "gan") is a small word when it
      // opens a sentence, so only its lowercase counts.
      if (!english && !quoted && !startsCapitalised(idea.slice(from))) continue;
      if (!english && /^\p{Script=Latin}{1,3}\s/u.test(m[0]) && m[0] !== m[0].toLowerCase()) continue;
      // "im going by mae-lin", "we go by": what follows is the name, however it is written.
      const goesBy = /(?<![\p{L}])(?:go|goes|going|known)\s*$/u.test(idea.slice(0, m.index));
      // "just going by my name Chuy Arreola": the name, not the words that say it is one.
      const named = goesBy && !quoted ? value.replace(/^(?:my|our)\s+(?:own\s+|real\s+)?names?\s*,?\s+/iu, '') : value;
      const cleaned = clean(named, Boolean(quoted));
      // "Hay Études by the Halvorsen Quartet": after a title in Title Case, a band's "the" may be lowercase ("a fox
      // by the River Thames" has no title before it).
      const titled = TITLE_BEFORE_BY.exec(idea.slice(0, m.index));
      const band =
        cleaned?.startsWith('the ') &&
        titled &&
        looksLikeName(titled[1]!, false) &&
        looksLikeName(cleaned.slice(4), false);
      // ("Sunset by the river": beside a place, no credit.)
      if (!quoted && BY_A_PLACE.test(idea.slice(m.index - 1))) continue;
      // ("By 7 in the morning the furnace is …": an hour, no one's name; round 114 set "7".)
      if (!cleaned || (!quoted && NUMBER_ALONE.test(cleaned))) continue;
      if (!(band || looksLikeName(cleaned, afterTitle || goesBy || Boolean(quoted)))) continue;
      artist = cleaned;
      artistSpans.push({ start: m.index, end });
      break;
    }
  }

  // 4**. "GRIME EP. CHICKEN BOX ECONOMICS. MARGO DEVS. mcs clashing …": sentences in capitals opening the idea, its genre
  // first, then the title and the artist (round 86 set neither).
  if (!title && !artist) {
    const shouted = SHOUTED_LISTING[0].exec(idea) ?? SHOUTED_LISTING[1].exec(idea);
    const [record, name] = [clean(shouted?.[2] ?? ''), clean(shouted?.[3] ?? '')];
    if (shouted && record && findGenreMentions(normalizeText(shouted[1]!)).length > 0) {
      title = record;
      const start = shouted.index + shouted[0].indexOf(shouted[2]!, shouted[1]!.length);
      titleSpans.push({ start, end: start + shouted[2]!.length });
      if (name) {
        artist = name;
        const at = shouted.index + shouted[0].lastIndexOf(shouted[3]!);
        artistSpans.push({ start: at, end: at + shouted[3]!.length });
      }
    }
  }

  // 4*. "Nico Ferrante / Tangenziale d'Amore / italo disco 12\" — …": a release listed as artist / title / its genre,
  // as a label's catalogue lists it (round 85 set neither).
  // Its parts may be parted by middle dots or bars too, after a catalogue number, the artist with their instrument:
  // "NVD-019 · Ustad Rafiq Khan, sarangi · Raag Marwa at Dusk · hindustani classical." (round 88 set the title alone).
  // 'WRX-031 | KILO DEACON | "DEACON BOARD" | atlanta trap.': a listing's title may be quoted, and already taken.
  if (!artist) {
    const listed = CATALOGUE_LISTING.exec(idea);
    const [name, record] = [
      clean((listed?.[1] ?? '').replace(PLAYER_INSTRUMENT, '')),
      clean((listed?.[2] ?? '').replace(/^\s*["“«]([^"”»\n]+)["”»]\s*$/u, '$1')),
    ];
    if (
      listed &&
      (!title || title === record) &&
      name &&
      record &&
      (findGenreMentions(normalizeText(listed[3]!)).length > 0 || PERFORMANCE_KIND.test(listed[3]!)) &&
      looksLikeName(name, false) &&
      startsCapitalised(record)
    ) {
      title = record;
      artist = name;
      // (The genre stays with the picture's words.)
      const recordEnd = listed.index + listed[0].indexOf(listed[2]!, listed[1]!.length) + listed[2]!.length;
      titleSpans.push({ start: listed.index, end: recordEnd });
    }
  }

  // 4'''. "indie rock ep Penny Prophecy (The Tinfoil Saints)": a title after a record word, its maker in brackets.
  if (!title && !artist) {
    const listed =
      /(?<![\p{L}])(?:record|album|ep|lp|single|mixtape|tape)\s+(\p{Lu}[^,;:.\n"“”«»()]*?)\s*\(\s*([^,;:.\n"“”«»()]+?)\s*\)/iu.exec(
        idea,
      );
    if (listed)
      takeListing(listed[1], listed[2], {
        start: listed.index + listed[0].indexOf(listed[1]!),
        end: listed.index + listed[0].length,
      });
  }

  // 4''. "Moss Harbour (new record from Tilda Crane)": a title opening the idea, its maker in brackets after it.
  if (!title && !artist) {
    const bracketed =
      /^\s*(\p{Lu}[^,;:.\n"“”«»()]*?)\s*\(\s*(?:(?:the|a|my|our|his|her|their)\s+)?(?:(?:new|latest|debut|first|second|third|next)\s+)?(?:record|album|ep|lp|single|mixtape|tape)\s+(?:from|by)\s+([^,;:.\n"“”«»()]+?)\s*\)/iu.exec(
        idea,
      );
    if (bracketed)
      takeListing(bracketed[1], bracketed[2], { start: bracketed.index, end: bracketed.index + bracketed[0].length });
  }

  // 4'''''. "Spin Cycle: The Goldberg Variations (Margit Sølvberg, harpsichord).": a title opening the idea, its
  // player in brackets with what they play, as a classical record is listed (round 96 set neither).
  if (!title && !artist) {
    const played =
      /^\s*(\p{Lu}[^;.\n"“”«»()]*?)\s*\(\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})\s*,\s*\p{Ll}[\p{Ll}\s-]*\)/u.exec(
        idea,
      );
    // (A classical record's title runs long: "Spin Cycle: The Goldberg Variations" is five words in capitals.)
    const [record, player] = [clean(played?.[1] ?? '') ?? '', clean(played?.[2] ?? '') ?? ''];
    const words = record.split(/\s+/).filter(Boolean);
    const titled = (w: string) => startsCapitalised(w) || MINOR_WORDS.has(w.toLowerCase());
    if (played && words.length <= 8 && words.every(titled) && looksLikeName(player, false)) {
      title = record;
      artist = player;
      titleSpans.push({ start: played.index, end: played.index + played[0].length });
    }
  }

  // 4''''. '12" for Kessler Unit, the track's called Späti Liturgy': a record said to be for a name written as one.
  if (title && !artist) {
    const forName =
      /(?<![\p{L}])(?:\d{1,2}["”]|12\s?inch|7\s?inch|record|album|ep|lp|single|mixtape|tape|remix)\s+for\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})(?=\s*[,;.(]|\s+(?:the|its|it's|on)\b)/iu.exec(
        idea,
      );
    const name = forName && clean(forName[1] ?? '');
    if (
      name &&
      looksLikeName(name, false) &&
      !NOT_A_MAKER.test(name) &&
      !overlaps(taken(), forName.index, forName.index + forName[0].length)
    ) {
      artist = name;
      artistSpans.push({ start: forName.index, end: forName.index + forName[0].length });
    }
  }

  // 4'. '"Static Bloom" from ORBYT': "from" right after the title, before a name written as one (capitals or Title
  // Case); '"Last Train" from the station' names no one.
  if (!artist && title) {
    for (const m of idea.matchAll(FROM_KEYWORD)) {
      const from = m.index + m[0].length;
      const afterTitle = titleSpans.some((s) => s.end <= m.index && /^[\s,]*$/.test(idea.slice(s.end, m.index)));
      if (!/^by/i.test(m[0]) && !afterTitle) continue;
      if (!afterTitle || overlaps(taken(), m.index, from)) continue;
      const { value, end } = readValue(idea, from);
      const cleaned = clean(value);
      if (!cleaned || !looksLikeName(cleaned, false)) continue;
      artist = cleaned;
      artistSpans.push({ start: m.index, end });
      break;
    }
  }

  // 4a. "with DJ Marisco underneath": a name set under the title.
  if (!artist && title) {
    for (const m of idea.matchAll(NAME_UNDER)) {
      const end = m.index + m[0].length;
      const cleaned = clean(m[1] ?? '');
      // ("… the two of us, and the whole port below like one big kick drum": a thing in the picture, round 108.)
      const described =
        cleaned !== undefined && /^(?:the|a|an|my|our|his|her|their|its|some|all)\s+\p{Ll}/u.test(cleaned);
      if (overlaps(taken(), m.index, end) || !cleaned || described || !looksLikeName(cleaned, true)) continue;
      artist = cleaned;
      artistSpans.push({ start: m.index, end });
      break;
    }
  }

  // 4a'. "…, Wren Adair tiny at the bottom": a capitalised name opening its clause, said where on the cover it goes.
  const takePlacedName = () => {
    const placed = NAME_PLACED.exec(idea);
    const cleaned = clean(placed?.[1] ?? '');
    const end = placed ? placed.index + placed[1]!.length : 0;
    if (placed && cleaned && !overlaps(taken(), placed.index, end) && looksLikeName(cleaned, false)) {
      artist = cleaned;
      artistSpans.push({ start: placed.index, end });
    }
  };
  if (!artist && title) takePlacedName();

  // 4c. "its just under my name, Elena Trajkovska", "under the name Nell Cardew": the artist, named as themselves.
  if (!artist) {
    const own = UNDER_MY_NAME.exec(idea);
    const name = clean(own?.[1] ?? '');
    if (own && name && looksLikeName(name, true) && !overlaps(taken(), own.index, own.index + own[0].length)) {
      artist = name;
      artistSpans.push({ start: own.index, end: own.index + own[0].length });
    }
  }

  // 4b. "im dj palomino": a person naming themselves, in an idea that names its record. (Not one who plays in a band
  // the idea leaves unnamed: "My name is Chanda … I play bass in a Zamrock revival band. Our record is …" is the
  // band's record, and round 114's judges read "Chanda" as an invented credit.)
  if (!artist && title && !IN_A_BAND.test(idea)) {
    for (const m of idea.matchAll(SELF_KEYWORD)) {
      const from = m.index + m[0].length;
      if (overlaps(taken(), m.index, from) || notAName(idea.slice(from))) continue;
      // ("ein Zug im Regen": German's "im" is "in the", no "I'm".)
      if (/^im\s/i.test(m[0]) && !isQuotableEnglish(normalizeText(idea))) continue;
      const { value, end } = readValue(idea, from);
      const cleaned = clean(value);
      // "I'm 61.": an age, no name.
      if (!cleaned || NUMBER_ALONE.test(cleaned) || !looksLikeName(cleaned, true)) continue;
      artist = cleaned;
      artistSpans.push({ start: m.index, end });
      break;
    }
  }

  // 4b'. "an enka single my father Kenji Morita is singing": a full name said to sing the record, in an idea that
  // names its record.
  if (!artist && title) {
    for (const m of idea.matchAll(SINGER_NAMED)) {
      const name = m[1]!;
      const start = m.index + m[0].indexOf(name);
      if (overlaps(taken(), start, start + name.length) || !looksLikeName(name, false)) continue;
      artist = name;
      artistSpans.push({ start, end: start + name.length });
      break;
    }
  }

  // 4c. "highlife record Valve Sunday by Kojo Amankwah", "type only: DAMP SQUIB by The Pennywhistles": a title written
  // as one (capitals or Title Case) right before the artist's "by", after a record word or the start of a clause.
  // (The span may start at the name itself, when another step read it: "Harmattan Letters by Kendra Osei (afrobeats)",
  // its genre in brackets after it; round 97 set the name alone.)
  const byAt = (s: Span) =>
    /^by\s/iu.test(idea.slice(s.start)) ? s.start : /(?<![\p{L}])by\s+$/iu.exec(idea.slice(0, s.start))?.index;
  const byArtist = artistSpans.find((s) => byAt(s) !== undefined);
  if (!title && byArtist) {
    // "ep Crop Circle Season (by The Loose Gravel)": the credit may open a bracket after the title, or follow its comma
    // ("an album: Minus Seventy Boogie, by The Polar Plateau Players", round 87).
    const byStart = byAt(byArtist)!;
    const before = idea.slice(0, byStart).replace(/\s*[([,]\s*$/u, ' ');
    const said = TITLE_BEFORE_BY.exec(before);
    const value = clean(said?.[1] ?? '');
    const start = before.length - (said?.[0].length ?? 0) + (said?.[0].indexOf(said[1] ?? '') ?? 0);
    if (said && value && looksLikeName(value, false) && !overlaps(taken(), start, byStart)) {
      title = value;
      // (With the "by" before a name another step read.)
      titleSpans.push({ start, end: byArtist.start });
    }
  }

  // 4d. "for our debut Civic Hum we'd love …": a title named right after "our debut" (round 94 left it out).
  if (!title) {
    const debut = DEBUT_TITLE.exec(idea);
    const value = clean(debut?.[1] ?? '');
    const start = debut ? debut.index + debut[0].length - debut[1]!.length : 0;
    if (debut && value && looksLikeName(value, false) && !overlaps(taken(), start, start + debut[1]!.length)) {
      title = value;
      titleSpans.push({ start, end: start + debut[1]!.length });
    }
  }

  // 4d'. "now the first real album, La Pâte Lève.": a record's name set off by a comma after its word, closing the
  // sentence (round 113 left it out).
  if (!title) {
    for (const m of idea.matchAll(RECORD_APPOSITIVE)) {
      const value = clean(m[1]!);
      const start = m.index + m[0].length - m[1]!.length;
      const named =
        value && (looksLikeName(value, false) || foreignSentenceCase(value) || capitalisedWithSmallWords(value));
      if (!named || overlaps(taken(), start, start + m[1]!.length)) continue;
      title = value;
      titleSpans.push({ start, end: start + m[1]!.length });
      break;
    }
  }

  // 4e. "Halcyon Vane present The Cartographer's Engine, it's a prog rock double album": an opening that presents.
  if (!title && !artist) {
    const presents = PRESENTS.exec(idea);
    const [name, record] = [clean(presents?.[1] ?? ''), clean(presents?.[2] ?? '')];
    if (presents && name && record && looksLikeName(name, false) && looksLikeName(record, false)) {
      artist = name;
      title = record;
      const at = presents[0].length - presents[2]!.length;
      artistSpans.push({ start: 0, end: at });
      titleSpans.push({ start: at, end: presents[0].length });
    }
  }

  // 5. A name joined to a quoted title by a dash, the way releases are listed: "Title" - Name, or Name - "Title".
  const quotedTitle =
    titleSpans.length && /^["“„«「『']/u.test(idea.slice(titleSpans[0]!.start)) ? titleSpans[0] : null;
  if (!artist && quotedTitle) {
    // ('"Kite Season" (EP) - Basil & June': the release's format may come between, round 98.)
    const after = /^\s*(?:[([][\p{L}\p{N}" -]{1,16}[)\]]\s*)?[-–—]\s*/u.exec(idea.slice(quotedTitle.end));
    const from = quotedTitle.end + (after?.[0].length ?? 0);
    // ('„ქარი მტკვარზე“ — ასრულებს ნინო ხარაიშვილი': a word saying who sings is not their name.)
    const by = after ? (LEADING_BY.exec(idea.slice(from))?.[0].length ?? 0) : 0;
    const { value, end } = after ? readValue(idea, from + by) : { value: '', end: from };
    const cleaned = clean(value);
    // ('"Forgot Something" — kiana rue.': a name in lowercase, closed where its sentence ends, opening with a word that
    // is no English word ('"Shed Fire" — garden shed exploding' is the picture), and no genre ("lofi hip hop").)
    const lowercaseName =
      cleaned !== undefined &&
      cleaned.split(/\s+/).length <= 3 &&
      /^\s*(?:[.,;]|$)/u.test(idea.slice(end)) &&
      !knownWord(cleaned.split(/\s+/)[0]!.toLowerCase()) &&
      !MINOR_WORDS.has(cleaned.split(/\s+/)[0]!.toLowerCase()) &&
      !findGenreMentions(normalizeText(cleaned)).length;
    if (cleaned && !opensMedium(idea, from) && (looksLikeName(cleaned, false) || lowercaseName)) {
      artist = cleaned;
      artistSpans.push({ start: quotedTitle.end, end });
    }
    // "Name - "Title"", or, opening the idea, the name alone before the quote: Wade Prentiss "Half Tank".
    const head = idea.slice(0, quotedTitle.start);
    const before =
      /(?:^|[,;:.]\s*)([^,;:.\n"“”«»]+?)\s+[-–—]\s*$/u.exec(head) ??
      // Or between slashes, the way a sleeve lists it: 'punk 7" / The Turps / "Shed Fire"'.
      /\/\s*([^/\n"“”«»]+?)\s*\/\s*$/u.exec(head) ??
      /^\s*([\p{Lu}][^,;:.\n"“”«»]*?)\s*$/u.exec(head);
    const name = clean(before?.[1] ?? '');
    // "Title is "Last Ferry to Sado"": the words that introduce the title name nobody.
    const introducesTitle =
      /^(?:the\s+)?(?:album\s+|record\s+|song\s+|ep\s+)?(?:title|name)(?:\s+(?:is|was|will\s+be))?$/i;
    if (!artist && before && name && !introducesTitle.test(name) && looksLikeName(name, false)) {
      artist = name;
      artistSpans.push({ start: before.index + before[0].indexOf(before[1]!), end: quotedTitle.start });
    }
  }

  // 5'. Credits whose verb comes after the name or whose "by" is the name's prefix: '«Дала самалы» әнін Айгерім
  // Сәрсенбаева орындайды', 'Orin “Òjò Ìfẹ́” tí Adéwálé Ọláníyì kọ', '“Izulu Lasekhaya” liculwa nguThandeka Mkhize';
  // or sung before the title: "한서윤이 부른 '그 겨울의 골목'".
  if (!artist && titleSpans.length) {
    const span = titleSpans[0]!;
    const after = NAME_THEN_VERB.exec(idea.slice(span.end)) ?? AGENT_PREFIXED.exec(idea.slice(span.end));
    const before = after ? null : SUNG_BEFORE_TITLE.exec(idea.slice(0, span.start));
    const name = clean(after?.[1] ?? before?.[1] ?? before?.[2] ?? '');
    if (name && after) {
      artist = name;
      artistSpans.push({ start: span.end, end: span.end + after.index + after[0].length });
    } else if (name && before) {
      artist = name;
      artistSpans.push({ start: before.index, end: span.start });
    }
  }

  // 5b. "SLOW REFUND by Delphine Ash, soul, …" opening the idea: an unquoted title, in capitals or Title Case, before
  // "by" and the name.
  if (!title && artist && artistSpans[0]) {
    const opening = /^\s*([\p{Lu}\p{N}][^,;:\n"“”«»]*?)\s+by\s*$/u.exec(idea.slice(0, artistSpans[0].start + 3));
    const record = clean(opening?.[1] ?? '');
    if (
      opening &&
      record &&
      record.split(/\s+/).length <= 6 &&
      (/\p{Lu}{2}/u.test(record) || looksLikeName(record, false))
    ) {
      title = record;
      titleSpans.push({ start: opening.index, end: opening.index + opening[1]!.length });
    }
  }

  // 5c. "bluegrass album - Kettle Creek Stomp - The Ashby Cousins.": a name listed after an unquoted title by a dash,
  // or a slash ("title: THIRD SHIFT BOP / the Lionel Akers Five", a band's "the" in lowercase).
  const titleSpan = titleSpans[0];
  if (title && !artist && titleSpan) {
    const dash = /^\s+[-–—]\s+|^\s*\/\s*/u.exec(idea.slice(titleSpan.end));
    const from = titleSpan.end + (dash?.[0].length ?? 0);
    const { value, end } = dash ? readValue(idea, from) : { value: '', end: from };
    const name = clean(value);
    const named = name && looksLikeName(name.replace(/^the\s+(?=\p{Lu})/u, ''), false);
    if (name && named && !opensMedium(idea, from) && !overlaps(taken(), from, end)) {
      artist = name;
      artistSpans.push({ start: titleSpan.end, end });
    }
  }

  // 6. "Tan Lines Forever - Weekend Curfew." opening the idea: a release listed as two Title-Cased names.
  // Or in brackets anywhere: "bluegrass (The Tulley Creek Pickers - Treetop Revival)", after the record word that
  // opens the idea, or closing the idea.
  if (!title && !artist) {
    // ("SOLI-07 / LP / Fanta Koné – Bougouni Rain (wassoulou).": after its catalogue number and format, round 92.)
    const listing = idea.replace(CATALOGUE_PREFIX, (prefix) => ' '.repeat(prefix.length));
    const listed =
      // A third part after another dash is the genre: "Mirela Pike — Tin Can Telephone — dream pop, …"; slashes list
      // the same way ("Deacon Ames & the Greater Hope Choir / New Steeple Sunday / gospel").
      // A title of two Title-Cased halves keeps its comma: "Good Dog, New Truck — Boone Castellaw.".
      /^\s*([\p{Lu}\p{N}][^-–—/.,;:!?\n"]*?(?:,\s+[\p{Lu}\p{N}][^-–—/.,;:!?\n"]*?)?)\s+[-–—/]\s+([\p{Lu}\p{N}][^/.,;:!?\n"]*?)\s*(?=\s[-–—/]\s|[.,;:!?\n]|$)/u.exec(
        listing,
      ) ??
      /\(\s*([\p{Lu}\p{N}][^-–—.,;:!?\n"()]*?)\s+[-–—]\s+([\p{Lu}\p{N}][^.,;:!?\n"()]*?)\s*\)/u.exec(idea) ??
      // Or after the record it is, opening the idea: "fado single, Leonor Brás - Maré Vazia.".
      /(?<=^[^,.;:!?\n]{0,40}?(?:single|album|ep|lp|record|tape|mixtape|7"|12")\s*[,:]\s*)([\p{Lu}\p{N}][^-–—.,;:!?\n"()]*?)\s+[-–—]\s+([\p{Lu}\p{N}][^.,;:!?\n"()]*?)\s*(?=[.,;:!?\n]|$)/iu.exec(
        idea,
      ) ??
      // Or closing the idea: "…, eau de nil and slate, Marta Quill — Hollow Orchard".
      /(?<=[,.;]\s*)([\p{Lu}\p{N}][^-–—.,;:!?\n"()]*?)\s+[-–—]\s+([\p{Lu}\p{N}][^.,;:!?\n"()]*?)\s*[.!]?\s*$/u.exec(
        idea,
      );
    // A format after one of them ("Doloria - Grand Opening (ep)") marks that one as the record: the other is the name.
    const format = (v: string | undefined) => RELEASE_FORMAT.exec(v ?? '');
    const marked = format(listed?.[2]) ? 2 : format(listed?.[1]) ? 1 : 0;
    // A note in brackets after a part that is not a format ("Kaspar Lind - Winter Logbook (neoclassical piano).") is
    // the genre, not part of the title: it goes. (A capitalised one, "(Reprise)", could be the title's own: it stays,
    // unless it names a genre: "Sólrún – Hot Pot Weather (Icelandic electronica)", round 102.)
    const bare = (v: string | undefined) =>
      clean(
        (v ?? '')
          .replace(RELEASE_FORMAT, '')
          .replace(/\s*\(\s*([^()]*)\)\s*$/u, (note, inner: string) =>
            /^\p{Ll}/u.test(inner) || findGenreMentions(normalizeText(inner)).length ? '' : note,
          ),
      );
    const first = bare(listed?.[1]);
    const second = bare(listed?.[2]);
    const titled = (v: string) =>
      v.split(/\s+/).length <= 6 && looksLikeName(v.split(/\s+/).slice(0, 4).join(' '), false);
    // Unmarked, the side that reads more like someone's name is the artist ("Marla Quince — Carnation Hours": Marla
    // is no English word); otherwise the record comes first.
    // Listed with a third part ("Name — Title — dream pop"), the order is a release listing's: the artist first,
    // unless the second reads more like a name ("HAND CRANK SUNDAY / MINNIE OSTRANDER — soul LP").
    const threeParts = listed && /^\s*[-–—/]\s/.test(idea.slice(listed.index + listed[0].length));
    const nameFirst =
      marked === 0 &&
      first &&
      second &&
      (threeParts ? nameLikeness(first) >= nameLikeness(second) : nameLikeness(first) > nameLikeness(second));
    const [record, name] = marked === 2 || nameFirst ? [second, first] : [first, second];
    if (listed && record && name && titled(record) && looksLikeName(name, false)) {
      title = record;
      artist = name;
      titleSpans.push({ start: listed.index, end: listed.index + listed[0].length });
    }
  }

  // 6b. "[Best in Show] (Mx. Fontaine) disco single", "[DIG SITE] — NOVA9 6th mini.", "[PIE & MASH] Kid Tenner —
  // grime": a title in square brackets opening the idea, its artist in round brackets, after a dash, or straight
  // after it up to a dash or comma (a release's number and kind after the name go).
  if (!title && !artist) {
    const opening =
      /^\s*\[([^\]\n]{1,60})\]\s*(?:\(([^)\n]{1,60})\)|[-–—]\s*([^.,;:!?\n]{1,60})|([^-–—.,;:!?\n()]{1,60}?)(?:\s+[-–—,]|\.(?=\s)))/u.exec(
        idea,
      );
    const span = opening && { start: opening.index, end: opening.index + opening[0].length };
    // Brackets say which is which whatever the case: "[SUGAR RECALL] (pixie mint)" is a title and a lowercase name;
    // a genre in the round brackets is no name, and the title stands alone.
    const bracketed = clean(opening?.[2] ?? '');
    const titled = clean(opening?.[1] ?? '');
    if (opening && span && bracketed && titled && bracketed.split(/\s+/).length <= 4) {
      title = titled;
      titleSpans.push(span);
      if (!findGenreMentions(normalizeText(bracketed)).length) artist = bracketed;
    } else if (opening && span)
      takeListing(opening[1], (opening[2] ?? opening[3] ?? opening[4] ?? '').replace(NUMBERED_RELEASE, ''), span);
    // "(PIZZICA DEL TRAMONTO) Le Tarantate di Lecce - pizzica.": round brackets too, when they shout a title (read as
    // written: a genre's word in brackets was blanked above).
    const shouted = opening
      ? null
      : /^\s*\((\p{Lu}[\p{Lu}\p{N}\s'’&.-]{1,58})\)\s*([^-–—.,;:!?\n()]{1,60}?)\s+[-–—,]/u.exec(written);
    if (shouted)
      takeListing(shouted[1], shouted[2]!.replace(NUMBERED_RELEASE, ''), {
        start: shouted.index,
        end: shouted.index + shouted[0].length - 1,
      });
  }

  // 6b'. "k-pop comeback teaser [TIMETABLE], nine members…": square brackets anywhere hold the title; "trap single
  // Repo Season, artist is …": a capitalised title right after a genre and its record word (round 53 lost both).
  if (!title) {
    // (Not a bracket that tags the genre and format: "[math rock LP] [Claw Machine Theory]", round 85.)
    const bracket = [...idea.matchAll(/\[([^\]\n]{1,60})\]/gu)].find(
      (b) => !GENRE_TAG.test(b[1]!) || !findGenreMentions(normalizeText(b[1]!)).length,
    );
    const inBrackets = bracket && clean(bracket[1]!);
    if (bracket && inBrackets && !overlaps(taken(), bracket.index, bracket.index + bracket[0].length)) {
      title = inBrackets;
      titleSpans.push({ start: bracket.index, end: bracket.index + bracket[0].length });
    }
  }
  if (!title) {
    for (const m of idea.matchAll(GENRE_RECORD_TITLE)) {
      const before = normalizeText(idea.slice(0, m.index)).trimEnd();
      const afterGenre = findGenreMentions(before).some((g) => g.end === before.length);
      const value = clean(m[1]!);
      const start = m.index + m[0].indexOf(m[1]!);
      if (!afterGenre || !value || overlaps(taken(), start, start + m[1]!.length)) continue;
      title = value;
      titleSpans.push({ start, end: start + m[1]!.length });
      break;
    }
  }

  // 6c. "'Espalier Suites', Wren Albrecht, solo harpsichord": a quoted title followed by a name of two to four
  // capitalised words set off by commas is the artist, as a sleeve credit lists them (not a genre: "Dream Pop").
  if (title && !artist && titleSpans.length === 1) {
    const after = idea.slice(titleSpans[0]!.end);
    const credit = /^\s*,\s*(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){1,3})\s*[,.;:]/u.exec(after);
    const name = clean(credit?.[1] ?? '');
    if (credit && name && looksLikeName(name, false) && !findGenreMentions(normalizeText(name)).length) {
      artist = name;
      const start = titleSpans[0]!.end + credit[0].indexOf(credit[1]!);
      artistSpans.push({ start, end: start + credit[1]!.length });
    }
  }

  // 7. "Agnes Poll, spoken word, title is …": a name opening the idea, credited like a release, before its genre.
  if (title && !artist) {
    const credit = /^\s*(\p{Lu}[^,;:.\n"“”«»]*?)\s*,\s*([^,;:.\n"“”«»]+?)\s*[,.;:]/u.exec(idea);
    const name = clean(credit?.[1] ?? '');
    const genre = normalizeText(credit?.[2] ?? '');
    const genreOnly = findGenreMentions(genre).some((m) => m.start === 0 && genre.length - m.end <= 6);
    // ("Pavlina & the Drywall, single: 'Houseplant Custody'": or the release's kind, round 98.)
    const release = /^(?:(?:new|debut|first|second|third|next|latest)\s+)?(?:single|ep|lp|album|record|mixtape)$/.test(
      genre,
    );
    if (
      credit &&
      name &&
      name.includes(' ') &&
      looksLikeName(name, false) &&
      (genreOnly || release) &&
      !overlaps(taken(), 0, 1)
    ) {
      artist = name;
      artistSpans.push({ start: credit.index, end: credit.index + credit[0].indexOf(',') });
    }
  }

  // 8. "pale radio by sister moth, shoegaze, …": a record and its maker opening the idea in lowercase, credited the
  // way a release is, before a genre; never a thing beside another ("a fox by a river, folk" starts with an article).
  if (!title) {
    const credit =
      /^\s*([^,;:.\n"“”«»]{2,40}?)\s+by\s+([^,;:.\n"“”«»]{2,30}?)\s*,\s*([^,;:.\n"“”«»]+?)\s*(?:[,.;:]|$)/u.exec(idea);
    const record = clean(credit?.[1] ?? '');
    const name = clean(credit?.[2] ?? '');
    const genre = normalizeText(credit?.[3] ?? '');
    const genreOnly = findGenreMentions(genre).some((m) => m.start === 0 && genre.length - m.end <= 6);
    // "wolves by the sea": a place after "by" in lowercase; a band written so is capitalised ("by The Saltflats").
    const article =
      /^(?:a|an|the|my|our|some|two|three)\s/i.test(record ?? '') || /^(?:the|a|an|my|our)\s/.test(name ?? '');
    if (
      credit &&
      record &&
      name &&
      (!artist || artist === name) &&
      genreOnly &&
      !article &&
      record.split(/\s+/).length <= 5 &&
      name.split(/\s+/).length <= 4
    ) {
      title = record;
      // With the name already read after "by", only the record is taken here.
      titleSpans.push({
        start: credit.index,
        end: credit.index + (artist ? credit[1]!.length : credit[0].indexOf(',')),
      });
      artist = name;
    }
  }

  // 9. "Type only, garage rock: HALFWAY running across and HOUSE running down from the same H": in an idea that is
  // type alone, its words in capitals are the words to set, in their order.
  if (!title && TYPE_ALONE.test(idea)) {
    // Short words in capitals belong to a run of them ("NO FUTURE HERE", "A DAY OFF"): a run counts when one of its
    // words has three capitals at least.
    const caps = [...idea.matchAll(/(?<![\p{L}\p{N}])\p{Lu}+(?:\s+\p{Lu}+)*(?![\p{L}\p{N}])/gu)]
      .filter((run) => run[0].split(/\s+/).some((w) => w.length >= 3 && !ACRONYMS.has(w)))
      .flatMap((run) => [...run[0].matchAll(/\p{Lu}+/gu)].map((w) => Object.assign(w, { index: run.index + w.index })))
      .filter((m) => !ACRONYMS.has(m[0]) && !overlaps(taken(), m.index, m.index + m[0].length))
      // (A word of the title named again is spoken of: "OPEN ALL NIGHT …, the ALL burnt out", round 85.)
      .filter((m, i, all) => !all.slice(0, i).some((o) => o[0] === m[0]));
    if (caps.length > 0 && caps.length <= 4) {
      // (Words parted by a comma alone keep it: "GOODNIGHT, ALMOST", round 103 set "GOODNIGHT ALMOST".)
      title = caps
        .map((m, i) => {
          const prev = caps[i - 1];
          const gap = prev ? idea.slice(prev.index + prev[0].length, m.index) : '';
          return (/^,\s+$/.test(gap) ? ', ' : i ? ' ' : '') + m[0];
        })
        .join('');
      for (const m of caps) titleSpans.push({ start: m.index, end: m.index + m[0].length });
      // "type only: BURN THE MAPS — The Quiet Riot Club.": a capitalised name after a dash is the artist's.
      const last = caps.at(-1)!;
      const after = last.index + last[0].length;
      const dashed = artist ? null : DASHED_NAME.exec(idea.slice(after));
      if (dashed && !overlaps(taken(), after, after + dashed[0].length)) {
        artist = dashed[1]!;
        artistSpans.push({ start: after, end: after + dashed[0].length });
      }
      // "just UNDERWATER FIREWORKS and sillage underneath": a name said to go under the words, any casing, so long as
      // it is a name (no English word opens it).
      const under = artist ? undefined : [...idea.slice(after).matchAll(NAME_UNDER)].find((m) => m.index <= 1);
      const name = clean(under?.[1] ?? '');
      if (
        under &&
        name &&
        name.split(/\s+/).length <= 4 &&
        (looksLikeName(name, false) ||
          (!knownWord(name.split(/\s+/)[0]!.toLowerCase()) && !MINOR_WORDS.has(name.split(/\s+/)[0]!.toLowerCase())))
      ) {
        artist = name;
        artistSpans.push({ start: after + under.index, end: after + under.index + under[0].length });
      }
      // "…, Ilse Moor tiny in the bottom corner": the name said where it goes.
      if (!artist) takePlacedName();
    }
  }

  // 9''. "lettering only nothing else — the quiet hours in lowercase typewriter letters": in a type-only idea, the
  // words right after what says so, said to be set in some lettering, whatever their casing (round 80 set none).
  const alone = title ? null : TYPE_ALONE.exec(idea);
  const said = alone && WORDS_AFTER_TYPE_ALONE.exec(idea.slice(alone.index + alone[0].length));
  const saidWords = said?.[1] ?? said?.[2] ?? '';
  const words = clean(saidWords);
  if (alone && said && words && !/^(?:in|on|at|with|and|of|to|a|an|its|it)$/i.test(words.split(/\s+/)[0]!)) {
    const start = alone.index + alone[0].length + said[0].indexOf(saidWords);
    if (!overlaps(taken(), start, start + saidWords.length)) {
      title = words;
      titleSpans.push({ start, end: start + saidWords.length });
    }
  }

  // 9'. "'open till late' small underneath": quoted words said to go under the title are its second line.
  if (title && !artist) {
    const under = QUOTED_UNDER.exec(idea);
    const line = clean(under?.[1] ?? '', true);
    if (under && line && !overlaps(taken(), under.index, under.index + under[0].length)) {
      artist = line;
      artistSpans.push({ start: under.index, end: under.index + under[0].length });
    }
  }

  // 10. "Schubert, Winterreise (baritone & fortepiano)", "bach cello suites", "Chopin Nocturnes, played by Ana Ruiz":
  // a classical record named by its composer and work, opening a clause. The work is the title and the composer the
  // artist, or with a performer already credited, the title names both ("Chopin: Nocturnes").
  // "The Larkspur Quartet plays Haydn op. 76 - …": players opening the idea with the composer they play and the work.
  const played = PLAYERS_PLAY.exec(idea);
  if (!title && !artist && played && composerNamed(played[2]!)) {
    const players = clean(played[1]!);
    const said = clean(played[3]!.replace(/\bop\b\.?/i, 'Op.').replace(/\bno\b\.?/i, 'No.'));
    const piece = said?.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, c: string) => space + c.toUpperCase());
    if (players && piece && looksLikeName(players, false)) {
      title = `${composerNamed(played[2]!)}: ${piece}`;
      artist = players;
      titleSpans.push({ start: played.index, end: played.index + played[0].length });
    }
  }
  // With a title already given, the composer and work are the record's credit: out of the picture, and the record
  // classical (`composer` below), as "Weep Not — Anna Thirlwell (soprano). Dowland songs." is.
  const work = composerAndWork(idea, taken());
  if (work && !title) {
    title = artist ? `${work.composer}: ${work.title}` : work.title;
    artist ??= work.composer;
  }
  if (work) titleSpans.push(work.span);

  // 10'. "satie. one pear on a windowsill": a composer alone opening the idea is the record's artist.
  if (!title && !artist) {
    const opening = /^\s*([\p{L}'’-]+)\s*(?:[.,:;!—–]|\s-\s)/u.exec(idea);
    // (Not one whose name is a word: "glass, a window" is no Philip Glass record.)
    const word = opening?.[1]!.toLowerCase() ?? '';
    const composer = opening && !commonWord(word) ? composerNamed(word) : undefined;
    if (opening && composer) {
      artist = composer;
      artistSpans.push({ start: opening.index, end: opening.index + opening[0].length });
    }
  }

  // A DJ's or an MC's name is the artist's, whichever side of a listing it stood on ("Attiéké Millionnaire — DJ Lagune
  // Prestige", round 86).
  if (title && artist && DJ_NAME.test(title) && !DJ_NAME.test(artist)) [title, artist] = [artist, title];

  // Only the title is set when the idea says so; the artist's name is not drawn either. "just the title tidewater in
  // tiny lowercase, band name Low Meridian even smaller" says what the title is (and that there is no picture).
  const onlyTitle = TITLE_ONLY.exec(idea);
  const namesTitle =
    onlyTitle &&
    titleSpans.some((s) => s.start >= onlyTitle.index && s.start <= onlyTitle.index + onlyTitle[0].length + 1);
  if (artist && onlyTitle && !namesTitle) artist = undefined;

  // "LURJI EZO small in the corner, also in Georgian script, ლურჯი ეზო", "my name in Arabic and English, نور الرواحي":
  // a name or title written again in another script is set beside its Latin letters (round 118 dropped all three).
  const second = SECOND_SCRIPT.exec(idea);
  const again = second?.[1]?.trim();
  if (second && again && (title || artist) && !`${title ?? ''} ${artist ?? ''}`.includes(again)) {
    const before = idea.slice(0, second.index).toLowerCase();
    const at = (value: string | undefined) => (value ? before.lastIndexOf(value.toLowerCase()) : -1);
    const ofArtist = /\b(?:my|our|the\s+band['’]?s?|artist|band)\s+name\s*$/iu.test(before) || at(artist) > at(title);
    if (ofArtist && artist) artist = `${artist} · ${again}`;
    else if (title) title = `${title} · ${again}`;
    titleSpans.push({ start: second.index, end: second.index + second[0].length });
  }

  const scene = [removeSpans(idea, taken()), ...genres].join('. ');
  const lettering: Lettering = { scene, matchable: title ? `${scene}. ${title}` : scene };
  // Named but not to be set: "its called Spore Line … no people, no text". The names still shape the picture.
  if (NO_TEXT.test(idea)) return lettering;
  if (title) lettering.title = title;
  if (artist) lettering.artist = artist;
  if (work) lettering.composer = work.composer;
  return lettering;
}
