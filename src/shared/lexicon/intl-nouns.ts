/**
 * Common cover subjects in the languages people most often write ideas in (Spanish, French, German, Italian,
 * Portuguese, Japanese, Korean), mapped to the English noun the subject library knows. Places, light and weather in those
 * languages live in environment.ts. A word that is also a common English noun is left out ("boot" is a boat in
 * German, "main" a hand in French, "cane" a dog in Italian): an English idea must never lose its own word.
 */
import { createPhraseMatcher } from './text.ts';
import type { PhraseMatch, PhraseMatcher } from './text.ts';

const TABLE: readonly (readonly [english: string, words: string])[] = [
  ['car', 'coche|carro|voiture|auto|automobile|macchina|車|くるま|자동차'],
  ['cat', 'gato|katze|gatto|猫|ねこ|고양이'],
  ['dog', 'perro|chien|hund|cachorro|犬|いぬ|강아지'],
  ['horse', 'caballo|cheval|pferd|cavallo|cavalo|馬'],
  ['wolf', 'lobo|loup|lupo|狼'],
  ['bird', 'pajaro|oiseau|vogel|uccello|passaro|鳥'],
  ['fish', 'pez|poisson|pesce|peixe|魚'],
  ['flower', 'flor|flores|fleur|fleurs|blume|blumen|fiore|fiori|花|꽃'],
  ['rose', 'rosa|rosas|rosen'],
  ['tree', 'arbol|arboles|arbre|arbres|baum|baume|albero|arvore|木|나무'],
  ['heart', 'corazon|coeur|herz|cuore|coracao|心臓|ハート|하트'],
  ['skull', 'calavera|craneo|schadel|teschio|caveira|髑髏|どくろ|해골'],
  ['guitar', 'guitarra|guitare|gitarre|chitarra|ギター'],
  ['piano', 'pianoforte|klavier|ピアノ|피아노'],
  ['house', 'casa|maison|haus|家'],
  ['road', 'carretera|camino|strasse|strada|estrada|道'],
  ['eye', 'ojo|ojos|oeil|yeux|auge|augen|occhio|olho|目'],
  ['hand', 'mano|manos|hande|mao|maos|手'],
  ['butterfly', 'mariposa|papillon|schmetterling|farfalla|borboleta|蝶'],
  ['snake', 'serpiente|serpent|schlange|serpente|cobra|蛇'],
  ['dragon', 'dragon|drache|drago|dragao|竜|龍|ドラゴン'],
  ['angel', 'angel|ange|engel|angelo|anjo|天使'],
  ['crown', 'couronne|krone|coroa|王冠'],
  ['boat', 'barco|bateau|barca|船'],
  ['train', 'tren|zug|treno|trem|電車|列車|지하철|기차|地下鉄'],
  ['woman', 'mujer|femme|frau|donna|mulher|女性|女'],
  ['man', 'hombre|homme|uomo|homem|男性|男'],
  ['girl', 'chica|nina|fille|madchen|ragazza|menina|少女|소녀'],
  ['boy', 'chico|nino|garcon|junge|ragazzo|menino|少年'],
  ['dress', 'vestido|kleid|vestito'],
  ['umbrella', 'paraguas|parapluie|regenschirm|ombrello|guarda chuva|傘|かさ|우산'],
  ['convenience store', 'tienda de conveniencia|konbini|コンビニ|편의점'],
  ['city skyline', 'rascacielos|gratte ciel|wolkenkratzer|grattacielo|ビル'],
  ['tambourine', 'pandeiro|pandereta|tambourin|tamburin|tamburello'],
  ['drum', 'tambor|tambour|trommel|tamburo'],
  ['neon sign', 'ネオンサイン|네온사인|letrero de neon|enseigne au neon'],
  ['telephone', 'telefono|telephone portable|telemovel|celular|電話'],
  ['motorcycle', 'moto|motocicleta|motocyclette|motorrad|motocicletta|バイク|오토바이'],
  ['couple', 'pareja|casal|coppia|カップル|커플'],
  ['parrot', 'papagaio|loro|perroquet|papagei|pappagallo|オウム|앵무새'],
  ['table', 'tisch|tavolo|tavolino'],
  ['pool table', 'mesa de billar|mesa de pool|mesa de bilhar|table de billard|billardtisch|tavolo da biliardo'],
  ['lantern', 'linterna|farolillo|lanterne|laterne|lanterna|提灯|ちょうちん|灯笼|등불'],
  ['kimono', '浴衣|ゆかた|着物'],
  ['unicorn', 'unicornio|licorne|einhorn|unicorno|ユニコーン|独角兽|유니콘'],
  ['bottle', 'botella|garrafa|bouteille|flasche|bottiglia'],
  ['chair', 'silla|cadeira|chaise|stuhl|sedia'],
  ['window', 'ventana|janela|fenetre|fenster|finestra'],
  ['bed', 'cama|bett|letto'],
  ['book', 'libro|livro|livre|buch'],
  ['clock', 'reloj|relogio|horloge|orologio'],
  ['mirror', 'espejo|espelho|miroir|spiegel|specchio'],
  ['microphone', 'microfono|microfone|mikrofon'],
  ['crow', 'cuervo|corbeau|krahe|corvo'],
  ['owl', 'buho|lechuza|hibou|chouette|eule|gufo|coruja'],
  ['whale', 'ballena|baleine|balena|baleia'],
  ['ship', 'navio|navire|schiff'],
  ['sword', 'espada|epee|schwert|spada'],
  ['bicycle', 'bicicleta|fahrrad|bicicletta'],
  ['cow', 'vaca|vache|mucca'],
  ['bull', 'toro|taureau|stier|touro'],
  ['dove', 'paloma|colombe|taube|colomba|pomba'],
  ['tiger', 'tigre'],
  ['bear', 'oso|ours|orso|urso'],
  ['dancer', 'bailarina|bailarin|danseuse|danseur|tanzerin|tanzer|dancarina|dancarino|ダンサー'],
  ['truck', 'camion|caminhao|lastwagen|camion|トラック|트럭'],
  ['watermelon', 'sandia|sandias|melancia|melancias|pasteque|anguria|wassermelone|スイカ|수박'],
  ['taxi', 'タクシー|택시'],
  ['playing cards', 'cartas|naipes|cartes a jouer|carte|spielkarten|baralho|トランプ'],
  ['woman', 'senora|senoras|signora|signore|senhora|senhoras|damen|아주머니|아줌마'],
  ['man', 'senor|signor|senhor|아저씨|おじさん'],
  ['accordion', 'acordeon|acordeao|sanfona|accordeon|fisarmonica|akkordeon|アコーディオン|아코디언'],
  ['accordionist', 'acordeonista|sanfoneiro|accordeoniste|fisarmonicista'],
  ['candle', 'vela|velas|bougie|kerze|candela|ろうそく|촛불'],
  ['door', 'puerta|porte|tur|porta|ドア'],
  ['bus', 'autobus|onibus|バス|버스'],
  ['airplane', 'avion|flugzeug|aereo|aviao|飛行機|비행기'],
  ['child', 'nino|nina|enfant|bambino|bambina|crianca|子供|아이'],
  ['rabbit', 'conejo|lapin|hase|coniglio|coelho|ウサギ|토끼'],
  ['mountain', 'montana|montagne|berg|montagna|montanha|山|산'],
  ['church', 'iglesia|eglise|kirche|chiesa|igreja|教会|교회|kyrka|kosciol'],
  // Sellers, trades and things people write about in the languages above, and in Swedish, Dutch and Polish.
  ['vendor', 'vendedor|vendedora|vendeur|vendeuse|verkaufer|venditore|venditrice|forsaljare|verkoper|sprzedawca'],
  ['coconut', 'cocos|noix de coco|kokosnuss|cocco|kokosnot|kokos'],
  ['wheelbarrow', 'carretilla|brouette|schubkarre|carriola|carrinho de mao|skottkarra|kruiwagen|taczka'],
  ['postman', 'cartero|facteur|brieftrager|postino|carteiro|brevbarare|postbode|listonosz'],
  ['barber', 'barbero|barbier|barbiere|barbeiro|frisor|fryzjer'],
  ['double bass', 'contrabajo|contrebasse|kontrabass|contrabbasso|contrabaixo|kontrabas'],
  ['blueberries', 'arandanos|myrtilles|heidelbeeren|mirtilli|mirtilos|blabar|bosbessen|jagody'],
  ['fisherman', 'pescador|pecheur|fischer|pescatore|fiskare|visser|rybak'],
  ['old man', 'anciano|viejo|vieillard|greis|anziano|vecchio|velho|gubbe|starzec'],
  ['grandmother', 'abuela|grand mere|oma|nonna|avo|mormor|farmor|babcia'],
  ['grandfather', 'abuelo|grand pere|opa|nonno|morfar|farfar|dziadek'],
  ['donkey', 'burro|asno|esel|asino|jumento|osiol|ezel'],
  ['goat', 'cabra|chevre|ziege|capra|koza|geit'],
  ['chicken', 'gallina|pollo|poule|huhn|frango|galinha|hona|kura'],
  ['rooster', 'gallo|coq|hahn|galo|tupp|kogut|haan'],
  ['sheep', 'oveja|mouton|brebis|schaf|pecora|ovelha|owca|schaap'],
  ['pig', 'cerdo|cochon|schwein|maiale|porco|swinia|varken'],
  ['fox', 'zorro|renard|fuchs|volpe|raposa|rav|lis'],
  ['deer', 'ciervo|venado|cerf|hirsch|cervo|veado|hjort|jelen|hert'],
  ['moose', 'alce|elch|alg'],
  ['bee', 'abeja|abeille|biene|abelha|pszczola|bij'],
  ['spider', 'arana|araignee|spinne|ragno|aranha|spindel|pajak'],
  ['frog', 'rana|grenouille|frosch|sapo|groda|zaba|kikker'],
  ['turtle', 'tortuga|tortue|schildkrote|tartaruga|skoldpadda|zolw|schildpad'],
  ['lemon', 'limon|zitrone|limone|limao|citroen|cytryna'],
  ['orange', 'naranja|apfelsine|arancia|laranja|apelsin|pomarancza|sinaasappel'],
  ['apple', 'manzana|pomme|apfel|mela|maca|appel|jablko'],
  ['banana', 'platano|banane|banan'],
  ['cake', 'gateau|kuchen|torta|bolo|tarta|ciasto|taart'],
  ['coffee', 'kaffee|caffe|kaffe|kawa|koffie'],
  ['lighthouse', 'faro|phare|leuchtturm|fyr|latarnia morska|vuurtoren'],
  ['bridge', 'puente|pont|brucke|ponte|brug'],
  ['well', 'pozo|puits|brunnen|pozzo|brunn|studnia'],
  ['boat', 'bote|lancha|lodz'],
  ['violin', 'violon|geige|violino|fiol|skrzypce|viool'],
  ['trumpet', 'trompeta|trompette|trompete|tromba|trabka'],
  ['saxophone', 'saxofon|saxophon|sassofono|saxofone'],
  ['bell', 'campana|glocke|klocka|dzwon'],
  ['key', 'llave|schlussel|chiave|chave|nyckel|klucz|sleutel'],
  ['ladder', 'escalera|echelle|leiter|escada|stege|drabina'],
  ['suitcase', 'maleta|valise|koffer|valigia|resvaska|walizka'],
  ['lamp', 'lampara|lampe|lampada|lampa'],
  ['table', 'bord|tafel'],
  ['cat', 'katt|kot|kat|poes'],
  ['dog', 'hond'],
  ['horse', 'kon|paard'],
  ['bird', 'fagel|ptak'],
  ['fish', 'fisk|ryba'],
  ['flower', 'blomma|blommor|kwiat|kwiaty|bloem|bloemen'],
  ['tree', 'drzewo'],
  ['car', 'bil|samochod'],
  ['house', 'hus|huis'],
  ['woman', 'kvinna|kobieta|vrouw'],
  ['man', 'mezczyzna'],
  ['girl', 'flicka|dziewczyna|meisje'],
  ['boy', 'pojke|chlopiec|jongen'],
  // Turkish, Swedish, Polish and Dutch, with the case endings an idea most often uses ("bir vapuru", "starego fiata").
  ['balloon', 'balon|balonu|balonlar|globo|palloncino|ballong|balonik|balao'],
  ['ferry', 'vapur|vapuru|feribot|ferje|farja|veerboot|traghetto|transbordador'],
  ['swan', 'labedz|labedzie|cisne|cygne|schwan|cigno|svan|zwaan|kugu'],
  ['cottage', 'stuga|stugan|chata|chatka|domek|huisje|casita|kulube'],
  ['car', 'fiata|fiacik|araba|arabasi'],
  ['cat', 'kedi|kedisi'],
  ['dog', 'kopek|kopegi'],
  ['bird', 'kus|kuslar'],
  ['tree', 'agac|agaci'],
  ['house', 'evi'],
  ['boat', 'tekne|baten|lodka'],
  ['television', 'televisor|televisore|televisao|fernseher|telewizor|televizyon|televisie|televisione|tele'],
];

/**
 * Words that are also English nouns, read in another language only when the idea is not written in English:
 * "une main en marbre" is a marble hand, "main street" stays a street.
 */
const SHARED_WITH_ENGLISH: readonly (readonly [english: string, words: string])[] = [
  ['hand', 'main|mains'],
  ['boat', 'boot'],
  ['dog', 'cane'],
  ['road', 'route'],
  ['cat', 'chat'],
  ['bench', 'bank'],
  ['table', 'mesa'],
  ['woman', 'dame'],
  ['child', 'kind'],
  ['bread', 'pan|pain'],
  ['horse', 'hast'],
  ['dog', 'pies'],
  ['bee', 'ape|api'],
];

let matcher: PhraseMatcher<string> | undefined;
let foreignOnly: PhraseMatcher<string> | undefined;

// A word spelt as its English noun ("angel", "dragon" in German and Spanish) is read by the English parse, which
// knows its states and relations ("an angel with arms raised"); only the other spellings are foreign words.
const matcherOf = (table: typeof TABLE) =>
  createPhraseMatcher(
    table.flatMap(([english, words]) =>
      words
        .split('|')
        .filter((w) => w !== english)
        .map((w) => [w, english] as const),
    ),
  );

/**
 * Foreign subject words in normalised text, each with the English noun to draw; words English shares only when
 * the idea is in another language.
 */
export function findIntlNouns(normalizedText: string, english = true): PhraseMatch<string>[] {
  matcher ??= matcherOf(TABLE);
  foreignOnly ??= matcherOf(SHARED_WITH_ENGLISH);
  if (english) return matcher.find(normalizedText);
  const own = matcher.find(normalizedText);
  // A shared word inside a longer foreign name is part of it: the "mesa" of "mesa de billar".
  const shared = foreignOnly.find(normalizedText).filter((m) => !own.some((o) => o.start <= m.start && m.end <= o.end));
  return [...own, ...shared].sort((a, b) => a.start - b.start);
}
