/**
 * Common cover subjects in the languages people most often write ideas in (Spanish, French, German, Italian,
 * Portuguese, Dutch, Swedish, Polish, Turkish, Japanese, Korean, Chinese), mapped to the English noun the subject library
 * knows. Places, light and weather in those
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
  ['bicycle', 'bicicleta|fahrrad|bicicletta|fietsenstalling|fietsenrek'],
  ['cabbage', 'kapusta|kapusty|kapuste|kool|chou|repollo|cavolo|repolho|양배추|キャベツ|卷心菜'],
  ['tub', '대야|たらい|balja'],
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
  // (Not Dutch "bij": far more often "at" than a bee; "bijen" are bees.)
  ['bee', 'abeja|abeille|biene|abelha|pszczola'],
  ['spider', 'arana|araignee|spinne|ragno|aranha|spindel|pajak'],
  ['frog', 'rana|grenouille|frosch|sapo|groda|zaba|kikker'],
  ['turtle', 'tortuga|tortue|schildkrote|tartaruga|skoldpadda|zolw|schildpad'],
  ['lemon', 'limon|zitrone|limone|limao|cytryna'],
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
  // Common cover subjects in Dutch, Italian, Spanish, Portuguese, French, German, Swedish, Polish and Turkish (singular
  // and plural), then Japanese, Korean and Chinese. Unspaced scripts match inside longer words, so two-character
  // forms are listed, and none whose sound a common word shares once the matcher drops the kana's voicing marks
  // (ドラム and トラム read the same).
  ['elephant', 'olifant|olifanten|elefante|elefanti|elefantes|elefant|elefanten|elefanter|slon|slonie|코끼리|大象'],
  ['lion', 'leeuw|leeuwen|leoni|leao|leoes|lionne|lowen|lejon|lew|lwy|aslan|aslanlar|ライオン|狮子'],
  [
    'giraffe',
    'giraf|giraffen|giraffa|jirafa|jirafas|girafa|girafas|girafe|girafes|giraff|giraffer|zyrafa|zyrafy|zurafa|zurafalar|キリン|기린|长颈鹿',
  ],
  ['zebra', 'cebra|cebras|zebre|zebres|zebror|zebry|zebralar|シマウマ|얼룩말|斑马'],
  ['monkey', 'aap|apen|scimmia|scimmie|macaco|macacos|affe|affen|apor|malpa|malpy|maymun|maymunlar|猿|원숭이|猴子'],
  ['gorilla', 'gorila|gorilas|gorille|gorilles|gorillor|goryl|goryle|goril|goriller|ゴリラ|고릴라|大猩猩'],
  [
    'camel',
    'kameel|kamelen|cammello|cammelli|camello|camellos|camelo|camelos|chameau|chameaux|kamel|kamele|kameler|wielblad|wielblady|develer|ラクダ|駱駝|낙타|骆驼',
  ],
  [
    'kangaroo',
    'kangoeroe|kangoeroes|canguro|canguri|canguros|canguru|cangurus|kangourou|kangourous|kanguru|kangurus|kangurur|kangur|kangury|kangurular|カンガルー|캥거루|袋鼠',
  ],
  ['koala', 'コアラ|코알라|考拉|树袋熊'],
  ['panda', 'pandalar|熊猫'],
  [
    'penguin',
    'pinguin|pinguins|pinguino|pinguini|pinguinos|pinguim|pingouin|pingouins|manchot|manchots|pinguine|pingvin|pingviner|pingwin|pingwiny|penguen|penguenler|ペンギン|펭귄|企鹅',
  ],
  [
    'eagle',
    'arend|arenden|adelaar|adelaars|aquila|aquile|aguila|aguilas|aguia|aguias|aigle|aigles|adler|orn|ornar|orzel|kartal|kartallar|鷲|독수리|老鹰|雄鹰',
  ],
  ['flamingo', 'fenicottero|fenicotteri|flamant|flamants|flamingor|flamingi|flamingolar|フラミンゴ|플라밍고|火烈鸟'],
  [
    'peacock',
    'pauw|pauwen|pavone|pavoni|pavo real|pavos reales|pavao|pavoes|paon|paons|pfau|pfauen|pafagel|pafaglar|pawie|tavus|tavus kusu|tavuskusu|孔雀|クジャク|공작새',
  ],
  ['duck', 'eend|eenden|anatra|anatre|pato|patos|ente|enten|anka|ankor|kaczka|kaczki|ordek|ordekler|アヒル|鸭子'],
  ['goose', 'gans|ganzen|oche|ganso|gansos|oie|oies|ganse|gesi|kaz|kazlar|ガチョウ|거위|大鹅'],
  [
    'swallow',
    'zwaluw|zwaluwen|rondine|rondini|golondrina|golondrinas|andorinha|andorinhas|hirondelle|hirondelles|schwalbe|schwalben|svala|svalor|jaskolka|jaskolki|kirlangic|kirlangiclar|ツバメ|제비|燕子',
  ],
  [
    'stork',
    'ooievaar|ooievaars|cicogna|cicogne|ciguena|ciguenas|cegonha|cegonhas|cigogne|cigognes|storch|storche|storkar|bocian|bociany|leylek|leylekler|コウノトリ|鹳',
  ],
  [
    'seagull',
    'meeuw|meeuwen|gabbiano|gabbiani|gaviota|gaviotas|gaivota|gaivotas|mouette|mouettes|goeland|goelands|mowe|mowen|masar|mewa|mewy|martilar|カモメ|갈매기',
  ],
  [
    'hummingbird',
    'kolibrie|kolibries|colibri|colibries|beija flor|beija flores|colibris|kolibri|kolibris|kolibrier|koliber|kolibry|sinek kusu|sinekkusu|ハチドリ|벌새|蜂鸟',
  ],
  [
    'sparrow',
    'mussen|passero|passeri|gorrion|gorriones|pardal|pardais|moineau|moineaux|spatz|spatzen|sperling|sparv|sparvar|wrobel|wroble|serce|serceler|참새',
  ],
  [
    'chick',
    'kuiken|kuikens|pulcino|pulcini|pollito|pollitos|pintinho|pintinhos|kuken|piskle|piskleta|civciv|civcivler|ひよこ|ヒヨコ|병아리|小鸡',
  ],
  [
    'bat',
    'vleermuis|vleermuizen|pipistrello|pipistrelli|murcielago|murcielagos|morcego|morcegos|chauve souris|chauves souris|fledermaus|fledermause|fladdermus|fladdermoss|nietoperz|nietoperze|yarasa|yarasalar|コウモリ|蝙蝠|박쥐',
  ],
  ['mouse', 'muis|muizen|topo|raton|ratones|souris|maus|mause|mysz|myszy|fareler|ネズミ|생쥐|老鼠'],
  [
    'rat',
    'rata|ratas|ratto|ratti|ratazana|ratazanas|ratte|ratten|ratta|rattor|szczur|szczury|sican|sicanlar|ドブネズミ',
  ],
  [
    'squirrel',
    'eekhoorn|eekhoorns|scoiattolo|scoiattoli|ardilla|ardillas|esquilo|esquilos|ecureuil|ecureuils|eichhornchen|ekorre|ekorrar|wiewiorka|wiewiorki|sincap|sincaplar|다람쥐|松鼠',
  ],
  [
    'hedgehog',
    'egel|egels|riccio|erizo|erizos|ourico|ouricos|herisson|herissons|igel|igelkott|igelkottar|jez|jeze|kirpi|kirpiler|ハリネズミ|고슴도치|刺猬',
  ],
  ['otter', 'lontra|lontre|lontras|loutre|loutres|uttrar|wydra|wydry|su samuru|カワウソ|수달|水獭'],
  [
    'seal',
    'zeehond|zeehonden|foca|foche|focas|phoque|phoques|robbe|robben|seehund|seehunde|foka|foki|fok|foklar|アザラシ|물개',
  ],
  [
    'dolphin',
    'dolfijn|dolfijnen|delfino|delfini|delfin|delfines|golfinho|golfinhos|delfine|delphin|delfiner|delfiny|yunus|yunuslar|イルカ|돌고래',
  ],
  [
    'shark',
    'haai|haaien|squalo|squali|tiburon|tiburones|tubarao|tubaroes|requin|requins|haifisch|hajar|rekin|rekiny|kopekbaligi|kopek baligi|サメ|鮫|상어|鲨鱼',
  ],
  [
    'octopus',
    'inktvis|inktvissen|polpo|polpi|piovra|pulpo|pulpos|pieuvre|pieuvres|poulpe|krake|oktopus|blackfisk|blackfiskar|osmiornica|osmiornice|ahtapot|ahtapotlar|蛸|문어|章鱼|八爪鱼',
  ],
  [
    'jellyfish',
    'kwal|kwallen|meduse|agua viva|aguas vivas|meduses|qualle|quallen|maneter|meduza|meduzy|denizanasi|denizanalari|クラゲ|해파리|水母',
  ],
  [
    'crab',
    'krab|krabben|granchio|granchi|cangrejo|cangrejos|caranguejo|caranguejos|crabe|crabes|krabbe|krabba|krabbor|kraby|yengec|yengecler|蟹|꽃게|대게|螃蟹',
  ],
  [
    'lobster',
    'kreeft|kreeften|aragosta|aragoste|astice|langosta|langostas|bogavante|lagosta|lagostas|homard|homards|langouste|homar|homary|istakoz|istakozlar|ロブスター|伊勢エビ|랍스터|龙虾',
  ],
  [
    'shrimp',
    'garnaal|garnalen|gambero|gamberi|camaron|camarones|camarao|camaroes|crevette|crevettes|garnele|garnelen|rakor|krewetka|krewetki|karides',
  ],
  [
    'starfish',
    'zeester|zeesterren|seestern|seesterne|sjostjarna|sjostjarnor|rozgwiazda|rozgwiazdy|denizyildizi|ヒトデ|불가사리',
  ],
  [
    'snail',
    'slak|slakken|lumaca|lumache|caracol|caracois|escargot|escargots|schnecke|snigel|sniglar|slimak|slimaki|salyangoz|salyangozlar|カタツムリ|달팽이|蜗牛',
  ],
  [
    'worm',
    'verme|vermi|gusano|gusanos|lombriz|minhoca|minhocas|lombric|lombrics|wurm|wurmer|robak|robaki|solucan|solucanlar|ミミズ|지렁이|蚯蚓',
  ],
  [
    'ant',
    'mier|mieren|formiche|hormiga|hormigas|formiga|formigas|fourmi|fourmis|ameise|ameisen|myra|myror|mrowka|mrowki|karinca|karincalar|蟻|개미|蚂蚁',
  ],
  [
    'beetle',
    'kever|kevers|scarabeo|scarabei|escarabajo|escarabajos|besouro|besouros|scarabee|scarabees|kafer|skalbagge|skalbaggar|chrzaszcz|chrzaszcze|zuk|zuki|カブトムシ|甲虫|딱정벌레|풍뎅이',
  ],
  [
    'ladybug',
    'lieveheersbeestje|lieveheersbeestjes|coccinella|coccinelle|mariquita|mariquitas|joaninha|joaninhas|marienkafer|nyckelpiga|nyckelpigor|biedronka|biedronki|ugur bocegi|ugurbocegi|てんとう虫|テントウムシ|무당벌레|瓢虫',
  ],
  [
    'dragonfly',
    'libellen|libellula|libellule|libelula|libelulas|libellules|libelle|trollslanda|trollslandor|wazka|wazki|yusufcuk|yusufcuklar|トンボ|蜻蛉|잠자리|蜻蜓',
  ],
  [
    'mosquito',
    'zanzara|zanzare|zancudo|zancudos|pernilongo|pernilongos|moustique|moustiques|mucke|mucken|stechmucke|mygga|myggor|komar|komary|sivrisinek|sivrisinekler|蚊|모기|蚊子',
  ],
  ['fly', 'vlieg|mosca|mosche|moscas|mouche|mouches|fliege|fluga|flugor|muchy|sinek|sinekler|ハエ|蝿|苍蝇'],
  ['wasp', 'wesp|wespen|vespe|avispa|avispas|guepe|guepes|wespe|getingar|osy|esek arisi|말벌|马蜂'],
  [
    'grasshopper',
    'sprinkhaan|sprinkhanen|cavalletta|cavallette|saltamontes|gafanhoto|gafanhotos|sauterelle|sauterelles|heuschrecke|heuschrecken|grashupfer|grashoppa|grashoppor|konik polny|koniki polne|cekirge|cekirgeler|バッタ|메뚜기|蚱蜢|蝗虫',
  ],
  ['moth', 'motten|falena|falene|polilla|polillas|motte|nattfjaril|nattfjarilar|guve|guveler|蛾|나방|飞蛾'],
  [
    'caterpillar',
    'rups|rupsen|bruco|bruchi|oruga|orugas|lagarta|lagartas|raupe|raupen|larv|larver|gasienica|gasienice|tirtil|tirtillar|芋虫|イモムシ|毛虫|애벌레|毛毛虫',
  ],
  [
    'scorpion',
    'schorpioen|schorpioenen|scorpione|scorpioni|escorpion|escorpiones|alacran|escorpiao|escorpioes|skorpion|skorpione|skorpioner|skorpiony|akrep|akrepler|サソリ|蠍|전갈|蝎子',
  ],
  [
    'lizard',
    'hagedis|hagedissen|lucertola|lucertole|lagarto|lagartos|lagartija|lagartixa|lezard|lezards|eidechse|eidechsen|odla|odlor|jaszczurka|jaszczurki|kertenkele|kertenkeleler|トカゲ|도마뱀|蜥蜴',
  ],
  [
    'crocodile',
    'krokodil|krokodillen|coccodrillo|coccodrilli|cocodrilo|cocodrilos|crocodilo|crocodilos|krokodile|krokodiler|krokodyl|krokodyle|timsah|timsahlar|ワニ|鰐|악어|鳄鱼',
  ],
  [
    'dinosaur',
    'dinosaurus|dinosaurussen|dinosauro|dinosauri|dinosaurio|dinosaurios|dinossauro|dinossauros|dinosaure|dinosaures|dinosaurier|dinosaurie|dinozaur|dinozaury|dinozor|dinozorlar|恐竜|공룡|恐龙',
  ],
  [
    'hippopotamus',
    'nijlpaard|nijlpaarden|ippopotamo|ippopotami|hipopotamo|hipopotamos|hippopotame|hippopotames|nilpferd|nilpferde|flusspferd|flodhast|flodhastar|hipopotam|hipopotamy|su aygiri|suaygiri|河馬|하마|河马',
  ],
  [
    'rhinoceros',
    'neushoorn|neushoorns|rinoceronte|rinoceronti|rinocerontes|nashorn|nashorner|noshorning|noshorningar|nosorozec|nosorozce|gergedan|gergedanlar|犀|코뿔소|犀牛',
  ],
  [
    'leopard',
    'luipaard|luipaarden|leopardo|leopardi|leopardos|leoparden|leoparder|lampart|lamparty|leopar|leoparlar|ヒョウ|豹子',
  ],
  [
    'cheetah',
    'jachtluipaard|ghepardo|ghepardi|guepardo|guepardos|chita|chitas|guepard|guepards|gepard|geparden|gepardy|cita|citalar|チーター|치타|猎豹',
  ],
  ['bison', 'bizon|bizons|bisonte|bisonti|bisontes|bisao|bisoes|visent|bizony|zubr|zubry|バイソン|들소|野牛'],
  ['ox', 'ossen|bue|buoi|buey|bueyes|bœuf|bœufs|boeuf|boeufs|ochse|ochsen|oxe|oxar|wol|woly|okuz|okuzler'],
  [
    'lamb',
    'lammeren|agnello|agnelli|cordero|corderos|cordeiro|cordeiros|agneau|agneaux|lamm|lammer|jagnie|jagnieta|kuzu|kuzular|子羊|仔羊|小羊|羔羊',
  ],
  ['puppy', 'perrito|perritos|chiot|chiots|welpe|welpen|valp|valpar|szczeniak|szczeniaki|yavru kopek|子犬|仔犬|小狗'],
  [
    'kitten',
    'gatito|gatitos|chaton|chatons|gattino|gattini|gatinho|gatinhos|katzchen|kattunge|kattungar|kotek|kotki|yavru kedi|子猫|仔猫|小猫',
  ],
  ['pony', 'poni|ponis|ponei|poneis|poney|poneys|ponny|ponnyer|kucyk|kucyki|midilli|midilliler|ポニー|조랑말|小马'],
  ['llama', 'lhama|lhamas'],
  ['alpaca', 'アルパカ|알파카|羊驼'],
  [
    'reindeer',
    'rendier|rendieren|renna|renne|rena|renas|rentiere|renar|renifer|renifery|ren geyigi|トナカイ|순록|驯鹿',
  ],
  [
    'raccoon',
    'wasbeer|wasberen|procione|procioni|mapache|mapaches|guaxinim|guaxinins|raton laveur|ratons laveurs|waschbar|waschbaren|tvattbjorn|tvattbjornar|szop pracz|szopy|rakun|rakunlar|アライグマ|너구리|浣熊',
  ],
  [
    'polar bear',
    'ijsbeer|ijsberen|orso polare|orsi polari|oso polar|osos polares|urso polar|ursos polares|ours polaire|ours polaires|eisbar|eisbaren|isbjorn|isbjornar|niedzwiedz polarny|niedzwiedzie polarne|kutup ayisi|シロクマ|ホッキョクグマ|북극곰|北极熊',
  ],
  ['bear', 'beren|baren|bjorn|bjornar|niedzwiedz|niedzwiedzie|ayi|ayilar|osos|orsi|ursos|クマ|棕熊'],
  [
    'teddy bear',
    'teddybeer|teddyberen|orsacchiotto|orsetto|osito de peluche|oso de peluche|ursinho de pelucia|urso de pelucia|ours en peluche|nounours|teddybar|teddybjorn|nalle|mis pluszowy|pluszowy mis|oyuncak ayi|テディベア|곰인형|테디베어|泰迪熊|玩具熊',
  ],
  [
    'tractor',
    'trattore|trattori|tractores|trator|tratores|tracteur|tracteurs|traktor|traktoren|trecker|traktorer|traktory|ciagnik|ciagniki|traktorler|トラクター|트랙터|拖拉机',
  ],
  [
    'helicopter',
    'helikopter|helikopters|elicottero|elicotteri|helicoptero|helicopteros|helicoptere|helicopteres|hubschrauber|helikoptrar|helikoptery|smiglowiec|helikopterler|ヘリコプター|헬리콥터|헬기|直升机',
  ],
  [
    'rocket',
    'raket|raketten|razzo|razzi|cohete|cohetes|foguete|foguetes|rakete|raketen|raketer|rakieta|rakiety|roket|roketler|ロケット|로켓|火箭',
  ],
  [
    'submarine',
    'onderzeeer|onderzeeers|duikboot|sommergibile|sommergibili|u boot|u boote|ubat|ubatar|lodz podwodna|okret podwodny|denizalti|潜水艦|잠수함|潜艇|潜水艇',
  ],
  [
    'tram',
    'tranvia|tranvias|tramway|tramways|straßenbahn|strassenbahn|sparvagn|sparvagnar|tramwaj|tramwaje|tramvay|tramvaylar|路面電車|트램|有轨电车',
  ],
  ['scooter', 'motorino|motorini|motoneta|motonetas|motorroller|skuter|skutery|スクーター|스쿠터|踏板摩托'],
  [
    'sailboat',
    'zeilboot|zeilboten|barca a vela|barche a vela|velero|veleros|veleiro|veleiros|voilier|voiliers|segelboot|segelboote|segelschiff|segelbat|segelbatar|zaglowka|zaglowki|yelkenli|yelkenliler|帆船|ヨット|요트|범선',
  ],
  ['canoe', 'kano|canoa|canoas|kanu|kanus|kanot|kanoter|カヌー|카누|独木舟'],
  [
    'ambulance',
    'ziekenwagen|ambulanza|ambulanze|ambulancia|ambulancias|krankenwagen|rettungswagen|ambulans|ambulanser|karetka|karetki|ambulanslar|救急車|구급차|救护车',
  ],
  [
    'fire truck',
    'brandweerwagen|brandweerauto|camion dei pompieri|autopompa|camion de bomberos|caminhao de bombeiros|camion de pompiers|camion de pompier|feuerwehrauto|feuerwehrwagen|brandbil|brandbilar|woz strazacki|itfaiye araci|消防車|소방차|消防车',
  ],
  [
    'police car',
    'politieauto|politiewagen|auto della polizia|coche de policia|coche patrulla|carro de policia|voiture de police|polizeiauto|streifenwagen|polisbil|polisbilar|radiowoz|radiowozy|polis arabasi|パトカー|경찰차|警车',
  ],
  [
    'tank',
    "carro armato|carri armati|tanque de guerra|char d'assaut|panzer|stridsvagn|stridsvagnar|czolg|czolgi|戦車|탱크|坦克",
  ],
  [
    'hot air balloon',
    'luchtballon|heteluchtballon|mongolfiera|mongolfiere|globo aerostatico|globos aerostaticos|balao de ar quente|montgolfiere|montgolfieres|heißluftballon|heissluftballon|luftballong|varmluftsballong|sicak hava balonu|熱気球|気球|열기구|热气球',
  ],
  ['balloon', 'globos|palloncini|ballon|ballons|luftballon|luftballons|ballonger|balony|baloniki|風船|풍선|气球'],
  ['bus', 'autobuses|autobusy|otobus|otobusler|bussen|bussar|公交车|公共汽车|巴士'],
  [
    'truck',
    'camiones|camions|vrachtwagen|vrachtwagens|lkw|lastbil|lastbilar|ciezarowka|ciezarowki|kamyon|kamyonlar|caminhoes|卡车|货车',
  ],
  [
    'motorcycle',
    'motos|motocicletas|motorrader|motorfiets|motorfietsen|motorcykel|motorcyklar|motocykl|motocykle|motosiklet|motosikletler|摩托车',
  ],
  ['taxi', 'taksowka|taksowki|taksi|taksiler|出租车'],
  [
    'van',
    'bestelbus|busje|furgone|furgoni|furgoneta|furgonetas|carrinha|carrinhas|camionnette|camionnettes|lieferwagen|skapbil|skapbilar|furgonetka|furgonetki|kamyonet|kamyonetler|승합차|面包车',
  ],
  ['ship', 'schip|schepen|navi|buque|buques|navios|navires|schiffe|fartyg|skepp|statek|statki|gemi|gemiler|선박|轮船'],
  [
    'airplane',
    'aviones|avions|flugzeuge|aerei|aeroplano|aeroplani|avioes|vliegtuig|vliegtuigen|flygplan|samolot|samoloty|ucak|ucaklar|飞机',
  ],
  ['train', 'trenes|zuge|treni|trens|trein|treinen|pociag|pociagi|trenler|火车'],
  ['boat', 'barcos|bateaux|barche|boote|boten|batar|lodzie|tekneler|ボート|小船'],
  ['car', 'coches|carros|voitures|macchine|bilar|samochody|arabalar|自動車|汽车|小汽车|轿车'],
  [
    'bicycle',
    'bicicletas|bici|bicis|biciclette|velo|velos|bicyclette|bicyclettes|fahrrader|fiets|fietsen|cykel|cyklar|rowery|bisiklet|bisikletler|自転車|자전거|自行车|单车',
  ],
  ['tower', 'toren|torens|torre|torri|torres|turm|turme|wieza|wieze|kule|kuleler|塔|タワー|高塔'],
  ['bridge', 'puentes|ponts|brucken|ponti|pontes|bruggen|broar|mosty|kopru|kopruler|桥梁|大桥'],
  [
    'station',
    'treinstation|stazione|stazioni|estacion de tren|estacion de ferrocarril|estacao de trem|estacao ferroviaria|gare|gares|bahnhof|bahnhofe|jarnvagsstation|tagstation|dworzec|dworce|istasyon|istasyonlar|駅|기차역|火车站|车站',
  ],
  ['window', 'ventanas|fenetres|finestre|janelas|raam|fonster|okno|okna|pencere|pencereler|창문|窗户'],
  ['door', 'puertas|turen|deur|deuren|dorr|dorrar|drzwi|kapi|kapilar|扉|현관문|대문|大门|房门'],
  [
    'market',
    'markt|markten|mercato|mercati|mercado|mercados|markte|marknad|marknader|targ|targi|rynek|市場|マーケット|市场|集市',
  ],
  [
    'shop',
    'winkels|negozio|negozi|bottega|tienda|tiendas|loja|lojas|magasin|magasins|geschaft|geschafte|butik|butiker|sklep|sklepy|dukkan|dukkanlar|magaza|magazalar|お店|ショップ|가게|상점|商店',
  ],
  [
    'castle',
    'kasteel|kastelen|castello|castelli|castillo|castillos|castelo|castelos|chateau|chateaux|burgen|schloss|schlosser|slott|zamek|zamki|お城|古城|城堡',
  ],
  [
    'windmill',
    'windmolen|windmolens|molen|mulino a vento|mulini a vento|molino de viento|molinos de viento|molino|moinho de vento|moinhos de vento|moinho|moulin a vent|moulins a vent|windmuhle|windmuhlen|vaderkvarn|vaderkvarnar|wiatrak|wiatraki|yel degirmeni|degirmen|風車|풍차|风车',
  ],
  [
    'tent',
    'tenten|tienda de campana|barraca|barracas|tente|tentes|zelt|zelte|talt|namiot|namioty|cadir|cadirlar|テント|텐트|천막|帐篷',
  ],
  ['hut', 'hutten|choza|chozas|cabane|cabanes|hutte|capanna|capanne|koja|kojor|szalas|小屋|오두막|茅屋'],
  [
    'temple',
    'tempel|tempels|tempio|templi|templo|templos|swiatynia|swiatynie|tapinak|tapinaklar|お寺|寺院|사찰|寺庙|庙宇',
  ],
  [
    'mosque',
    'moskee|moskeeen|moschea|moschee|mezquita|mezquitas|mesquita|mesquitas|mosquee|mosquees|moscheen|moske|moskeer|meczet|meczety|cami|camiler|モスク|모스크|清真寺',
  ],
  ['pagoda', 'pagody|五重塔|仏塔|宝塔'],
  [
    'palace',
    'paleis|paleizen|palazzo|palazzi|palacio|palacios|palais|palast|palaste|palats|palac|saray|saraylar|宮殿|궁전|궁궐|宫殿|皇宫',
  ],
  [
    'fountain',
    'fontein|fonteinen|fontana|fontane|chafariz|fontaine|fontaines|springbrunnen|fontan|fontaner|fontanna|fontanny|cesme|cesmeler|fiskiye|噴水|분수|喷泉',
  ],
  ['bench', 'bankje|parkbank|panchina|panchine|banc|bancs|lawka|lawki|ベンチ|벤치|长椅|长凳'],
  [
    'street lamp',
    'lantaarnpaal|straatlantaarn|lampione|lampioni|farola|farolas|reverbere|reverberes|lampadaire|straßenlaterne|strassenlaterne|gatlykta|gatlampa|sokak lambasi|가로등|路灯',
  ],
  [
    'fence',
    'schutting|hek|staccionata|recinzione|valla|vallas|zaun|zaune|staket|ploty|citler|柵|フェンス|울타리|篱笆|栅栏',
  ],
  [
    'gate',
    'poort|poorten|cancello|cancelli|porton|portones|verja|portao|portoes|portail|portails|gartentor|bramy|鳥居|城门',
  ],
  [
    'wall',
    'muur|muren|muro|muri|muros|parede|paredes|mur|murs|mauer|mauern|vagg|vaggar|sciana|sciany|duvar|duvarlar|壁|墙壁|围墙',
  ],
  [
    'chimney',
    'schoorsteen|schoorstenen|comignolo|comignoli|chimenea|chimeneas|chamine|chamines|cheminee|cheminees|schornstein|schornsteine|skorsten|skorstenar|komin|kominy|baca|bacalar|煙突|굴뚝|烟囱',
  ],
  [
    'staircase',
    'trappenhuis|scalinata|scalinate|escaleras|escadas|escadaria|escalier|escaliers|treppe|treppen|trappa|trappor|schody|merdiven|merdivenler|階段|계단|楼梯|台阶',
  ],
  [
    'traffic light',
    'stoplicht|verkeerslicht|semaforo|semafori|semaforos|ampel|ampeln|trafikljus|trafik isigi|信号機|신호등|信号灯',
  ],
  [
    'rock',
    'rotsen|roccia|rocce|roca|rocas|rocha|rochas|rocher|rochers|felsen|klippa|klippor|skaly|kaya|kayalar|岩石|바위',
  ],
  [
    'stone',
    'stenen|pietra|pietre|sasso|sassi|piedra|piedras|pedra|pedras|steine|sten|stenar|kamien|kamienie|taslar|小石|石ころ|돌멩이|石头',
  ],
  [
    'shell',
    'schelp|schelpen|conchiglia|conchiglie|caracola|caracolas|coquillage|coquillages|muschel|muscheln|muszla|muszle|muszelka|貝殻|조개|조개껍데기|贝壳',
  ],
  ['feather', 'piuma|piume|pluma|plumas|feder|federn|fjader|fjadrar|pioro|piora|tuy|tuyler|羽根|羽毛|깃털'],
  [
    'leaf',
    'bladeren|foglia|foglie|hoja|hojas|folha|folhas|feuille|feuilles|blatter|lov|lisc|liscie|yaprak|yapraklar|葉っぱ|木の葉|落ち葉|나뭇잎|잎사귀|叶子|树叶|落叶',
  ],
  [
    'mushroom',
    'paddenstoel|paddenstoelen|fungo|funghi|hongo|hongos|champinon|champinones|cogumelo|cogumelos|champignon|champignons|pilz|pilze|svamp|svampar|grzyb|grzyby|mantar|mantarlar|キノコ|きのこ|茸|버섯|蘑菇',
  ],
  ['cactus', 'cacto|cactos|kaktus|kakteen|kaktusar|kaktusy|kaktusler|サボテン|선인장|仙人掌'],
  [
    'palm tree',
    'palmboom|palmbomen|palme|palmera|palmeras|palmeira|palmeiras|palmier|palmiers|palmen|palmiye|palmiyeler|ヤシの木|야자수|야자나무|棕榈树|椰子树|棕榈',
  ],
  [
    'sunflower',
    'zonnebloem|zonnebloemen|girasole|girasoli|girasoles|girassol|girassois|tournesol|tournesols|sonnenblume|sonnenblumen|solros|solrosor|slonecznik|sloneczniki|aycicegi|aycicekleri|gunebakan|向日葵|ひまわり|ヒマワリ|해바라기',
  ],
  ['rose', 'roos|rozen|rosor|roza|guller|薔薇|장미|玫瑰'],
  [
    'tulip',
    'tulp|tulpen|tulipano|tulipani|tulipan|tulipanes|tulipa|tulipas|tulipe|tulipes|tulpe|tulpan|tulpaner|tulipany|lale|laleler|チューリップ|튤립|郁金香',
  ],
  ['lotus', 'lotos|nilufer|蓮の花|蓮華|연꽃|莲花|荷花'],
  [
    'cherry blossom',
    'kersenbloesem|fiori di ciliegio|fiore di ciliegio|flor de cerezo|flores de cerezo|flor de cerejeira|flores de cerejeira|fleur de cerisier|fleurs de cerisier|kirschblute|kirschbluten|korsbarsblom|kwiat wisni|kwiaty wisni|kiraz cicegi|kiraz cicekleri|桜|さくら|夜桜|벚꽃|樱花',
  ],
  [
    'clover',
    'klaver|klavertje vier|trifoglio|quadrifoglio|trebol|treboles|trevo|trevos|trefle|trefles|kleeblatt|klover|fyrklover|koniczyna|koniczyny|yonca|yoncalar|クローバー|四つ葉|클로버|네잎클로버|三叶草|四叶草',
  ],
  [
    'acorn',
    'ghianda|ghiande|bellota|bellotas|bolota|bolotas|eichel|eicheln|ekollon|zoladz|zoledzie|mese palamudu|どんぐり|ドングリ|도토리|橡子|橡果',
  ],
  [
    'maple leaf',
    "esdoornblad|foglia d'acero|hoja de arce|feuille d'erable|ahornblatt|lonnlov|lisc klonu|akcaagac yapragi|紅葉|もみじ|モミジ|단풍잎|枫叶",
  ],
  [
    'pine',
    'pino|pini|pinos|pinheiro|pinheiros|sapin|sapins|kiefer|kiefern|tanne|tannen|sosna|sosny|camlar|松の木|소나무|松树',
  ],
  [
    'christmas tree',
    'kerstboom|kerstbomen|albero di natale|alberi di natale|arbol de navidad|arbolito de navidad|arvore de natal|sapin de noel|weihnachtsbaum|tannenbaum|christbaum|julgran|julgranar|choinka|choinki|noel agaci|yilbasi agaci|クリスマスツリー|크리스마스 트리|크리스마스트리|圣诞树',
  ],
  [
    'coral',
    'koraal|koralen|corallo|coralli|corales|corais|corail|coraux|koralle|korallen|korall|koraller|koral|korale|mercan|mercanlar|珊瑚|サンゴ|산호',
  ],
  [
    'diamond',
    'diamant|diamanten|diamante|diamanti|diamantes|diamants|diamanter|diament|diamenty|elmas|elmaslar|ダイヤモンド|다이아몬드|钻石',
  ],
  [
    'crystal',
    'kristal|cristallo|cristalli|cristal|cristales|cristais|cristaux|kristall|kristalle|kristaller|krysztal|krysztaly|水晶|クリスタル|크리스탈',
  ],
  [
    'egg',
    'eieren|uovo|uova|huevo|huevos|ovo|ovos|œuf|œufs|oeuf|oeufs|eier|agg|jajko|jajka|jajo|yumurta|yumurtalar|卵|たまご|タマゴ|달걀|계란|鸡蛋',
  ],
  ['nest', 'nesten|nido|nidi|nidos|ninho|ninhos|nid|nids|gniazdo|gniazda|yuva|yuvalar|鳥の巣|巣|둥지|鸟巢'],
  [
    'spider web',
    "spinnenweb|spinnenwebben|ragnatela|ragnatele|telarana|telaranas|teia de aranha|toile d'araignee|spinnennetz|spinnennetze|spindelnat|spindelvav|pajeczyna|pajeczyny|orumcek agi|蜘蛛の巣|クモの巣|거미줄|蜘蛛网",
  ],
  [
    'old woman',
    'oude vrouw|anziana|vecchietta|anciana|ancianas|viejita|velhinha|idosa|vieille femme|vieille dame|alte frau|greisin|staruszka|staruszki|yasli kadin|老婆|おばあさん|老婦人|할머니|老太太|老奶奶|老妇人',
  ],
  ['old man', 'oude man|staruszek|yasli adam|ihtiyar|vieil homme|alter mann|老人|おじいさん|할아버지|노인|老头|老爷爷'],
  [
    'baby',
    'neonato|neonata|neonati|recien nacido|nourrisson|nourrissons|saugling|sauglinge|bebis|bebisar|niemowle|niemowleta|bobas|bebek|bebekler|ベビー|아기|婴儿|宝宝',
  ],
  [
    'soldier',
    'soldaat|soldaten|soldato|soldati|soldado|soldados|soldat|soldats|soldater|zolnierz|zolnierze|askerler|兵士|兵隊|軍人|군인|士兵|军人|战士',
  ],
  [
    'nun',
    'nonnen|suora|suore|monaca|monja|monjas|freira|freiras|nonne|nonnes|nunna|nunnor|zakonnica|zakonnice|rahibe|rahibeler|修道女|尼僧|修女',
  ],
  [
    'priest',
    'priester|priesters|pastoor|prete|preti|sacerdote|sacerdotes|pretre|pretres|pfarrer|prast|praster|ksiadz|ksieza|kaplan|rahip|rahipler|神父|司祭|牧師|목사|사제|牧师',
  ],
  [
    'sailor',
    'matroos|matrozen|marinaio|marinai|marinero|marineros|marinheiro|marinheiros|matelot|matelots|matrose|matrosen|seemann|seeleute|sjoman|matros|matroser|marynarz|marynarze|denizci|denizciler|gemici|船乗り|水兵|선원|뱃사람|水手',
  ],
  [
    'farmer',
    'boeren|contadino|contadini|agricoltore|granjero|granjeros|campesino|campesinos|fazendeiro|fazendeiros|campones|agricultor|fermier|fermiers|paysan|paysans|bauer|bauern|landwirt|bonde|bonder|rolnik|rolnicy|chlop|ciftci|ciftciler|農家|農夫|농부|농민|农民|农夫',
  ],
  [
    'singer',
    'zanger|zangeres|zangers|cantante|cantanti|cantantes|cantora|cantores|chanteur|chanteuse|chanteurs|chanteuses|sangerin|sangare|sangerska|piosenkarz|piosenkarka|spiewak|spiewaczka|sarkici|sarkicilar|歌手|가수',
  ],
  [
    'dancer',
    'danser|danseres|dansers|ballerina|ballerino|ballerine|dansare|dansos|tancerz|tancerka|tancerki|dansci|danscilar|dansoz|踊り子|댄서|무용수|舞者|舞蹈家',
  ],
  [
    'musician',
    'muzikant|muzikanten|musicista|musicisti|musico|musicos|musicien|musicienne|musiciens|musiker|musikerin|musikant|muzyk|muzycy|muzisyen|muzisyenler|音楽家|ミュージシャン|음악가|뮤지션|音乐家|乐手',
  ],
  ['king', 'koning|koningen|rey|rei|konig|konige|kung|kungar|krol|krolowie|kral|krallar|国王|王様|국왕|임금님'],
  [
    'queen',
    'koningin|koninginnen|regine|reina|reinas|rainha|rainhas|reine|reines|konigin|koniginnen|drottning|drottningar|krolowa|krolowe|kralice|kraliceler|女王|王妃|여왕|왕비|王后',
  ],
  ['prince', 'prins|prinsen|prinz|prinzen|prinsar|ksiaze|ksiazeta|prens|prensler|王子|왕자'],
  [
    'princess',
    'prinses|prinsessen|principessa|principesse|princesa|princesas|princesse|prinzessin|prinzessinnen|prinsessa|prinsessor|ksiezniczka|ksiezniczki|prenses|prensesler|お姫様|王女|プリンセス|공주|公主',
  ],
  [
    'knight',
    'ridder|ridders|cavaliere|cavalieri|caballero|caballeros|cavaleiro|cavaleiros|chevalier|chevaliers|ritter|riddare|rycerz|rycerze|sovalye|sovalyeler|騎士|骑士',
  ],
  [
    'witch',
    'heks|heksen|strega|streghe|bruja|brujas|bruxa|bruxas|sorciere|sorcieres|hexe|hexen|haxa|haxor|czarownica|czarownice|wiedzma|cadi|cadilar|魔女|마녀|女巫|巫婆',
  ],
  [
    'wizard',
    'tovenaar|tovenaars|mago|maghi|stregone|magos|hechicero|feiticeiro|sorcier|sorciers|magicien|zauberer|trollkarl|trollkarlar|czarodziej|czarnoksieznik|buyucu|buyuculer|魔法使い|마법사|巫师|魔法师',
  ],
  ['pirate', 'piraat|piraten|pirata|pirati|piratas|pirat|seerauber|pirater|piraci|korsan|korsanlar|해적'],
  [
    'ghost',
    'spook|geest|fantasma|fantasmi|fantasmas|fantome|fantomes|gespenst|gespenster|duch|hayalet|hayaletler|幽霊|お化け|おばけ|유령|귀신|幽灵|鬼魂',
  ],
  [
    'skeleton',
    'skelet|skeletten|geraamte|scheletro|scheletri|esqueleto|esqueletos|squelette|squelettes|skelett|skelette|szkielet|szkielety|iskelet|iskeletler|骸骨|ガイコツ|骷髅',
  ],
  [
    'clown',
    'pagliaccio|pagliacci|payaso|payasos|palhaco|palhacos|klaun|klauni|blazen|palyaco|palyacolar|ピエロ|道化師|어릿광대|小丑',
  ],
  [
    'policeman',
    'politieagent|poliziotto|poliziotti|policia|policias|policial|policiais|policier|policiers|gendarme|polizist|polizisten|poliser|policjant|policjanci|polisler|警察官|警官|お巡りさん|경찰관|警察',
  ],
  [
    'firefighter',
    'brandweerman|brandweerlieden|pompiere|pompieri|bombero|bomberos|bombeiro|bombeiros|pompier|pompiers|feuerwehrmann|feuerwehrleute|brandman|strazak|strazacy|itfaiyeci|itfaiyeciler|消防士|소방관|消防员',
  ],
  ['cowboy', 'vaqueiro|vaqueiros|kowboj|kowboje|kovboy|kovboylar|カウボーイ|카우보이|牛仔'],
  [
    'monk',
    'monnik|monniken|monaci|monje|monjes|monge|monges|moine|moines|monch|monche|munk|munkar|mnich|mnisi|kesis|kesisler|僧侶|お坊さん|스님|승려|和尚|僧人',
  ],
  [
    'astronaut',
    'astronauten|astronauta|astronauti|astronautas|astronaute|astronautes|cosmonaute|raumfahrer|kosmonauta|astronauci|astronot|astronotlar|宇宙飛行士|우주비행사|宇航员|航天员',
  ],
  [
    'mermaid',
    'zeemeermin|zeemeerminnen|sirena|sirene|sirenas|sereia|sereias|sirenes|meerjungfrau|nixe|sjojungfru|sjojungfrur|syrena|syreny|denizkizi|人魚|マーメイド|인어|인어공주|美人鱼',
  ],
  ['fairy', 'elfje|fata|hada|hadas|fada|fadas|feen|alva|alvor|wrozka|wrozki|peri|periler|妖精|요정|仙女'],
  [
    'vampire',
    'vampier|vampiers|vampiro|vampiri|vampiros|vampir|vampyr|vampyrer|wampir|wampiry|vampirler|吸血鬼|ヴァンパイア|뱀파이어|흡혈귀',
  ],
  [
    'bride',
    'bruid|bruiden|sposa|spose|noiva|noivas|mariee|mariees|braut|braute|brud|brudar|panna mloda|gelin|gelinler|花嫁|新婦|新娘',
  ],
  ['mother', 'moeder|madre|mamma|mama|maman|matka|お母さん|母親|엄마|어머니|母亲|妈妈'],
  ['father', 'vater|ojciec|tata|お父さん|父親|아버지|아빠|父亲|爸爸'],
  [
    'family',
    'gezin|familie|famiglia|famiglie|familia|familias|famille|familles|familien|familj|familjer|rodzina|rodziny|aile|aileler|家族|가족|家人',
  ],
  ['robot', 'roboter|robotar|roboty|robotlar|ロボット|로봇|机器人'],
  ['harp', 'harpen|arpa|arpe|arpas|harpa|harpas|harpe|harpes|harfe|harfen|harpor|harfa|harfy|竪琴|하프|竖琴'],
  [
    'cello',
    'violoncello|violonchelo|chelo|violoncelo|violoncelle|violoncelles|wiolonczela|wiolonczele|viyolonsel|チェロ|첼로|大提琴',
  ],
  [
    'flute',
    'fluit|dwarsfluit|flauto|flauti|flauta|flautas|flote|floten|querflote|flojt|flojter|flet|flety|flut|flutler|フルート|플루트|长笛|笛子',
  ],
  ['organ', 'orgel|orgels|orgue|orgues|orgeln|organy|パイプオルガン|オルガン|오르간|管风琴'],
  [
    'clarinet',
    'klarinet|klarinetten|clarinetto|clarinetti|clarinete|clarinetes|clarinette|clarinettes|klarinette|klarinett|klarinetter|klarnet|klarnety|klarnetler|クラリネット|클라리넷|单簧管',
  ],
  ['trombone', 'tromboni|trombon|posaune|posaunen|tromboner|puzon|puzony|トロンボーン|트롬본|长号'],
  [
    'harmonica',
    'armonica|armoniche|armonicas|mundharmonika|mondharmonica|munspel|harmonijka|organki|mizika|ハーモニカ|하모니카|口琴',
  ],
  ['xylophone', 'xilofono|xilofone|xylophon|xylofon|xylofoon|ksylofon|cymbalki|ksilofon|木琴|シロフォン|실로폰'],
  ['mandolin', 'mandolino|mandolini|mandolina|bandolim|bandolins|マンドリン|만돌린|曼陀林'],
  ['ukulele', 'ウクレレ|우쿨렐레|尤克里里'],
  [
    'synthesizer',
    'sintetizzatore|sintetizador|sintetizadores|synthetiseur|syntezator|シンセサイザー|신시사이저|신디사이저|合成器',
  ],
  ['maracas', 'マラカス|마라카스|沙锤'],
  [
    'bagpipes',
    'doedelzak|cornamusa|zampogna|gaita|gaitas|gaita de foles|cornemuse|cornemuses|dudelsack|sackpipa|gayda|バグパイプ|백파이프|风笛',
  ],
  ['cymbal', 'cymbale|cymbales|シンバル|심벌즈'],
  ['french horn', 'waldhorn|valthorn|waltornia|ホルン|호른|圆号'],
  ['marimba', 'マリンバ|마림바|马林巴'],
  ['banjo', 'バンジョー|밴조|班卓琴'],
  ['accordion', 'acordeones|dragspel|akordeon|akordeony|ziehharmonika|schifferklavier|手风琴'],
  ['double bass', 'kontrbas|コントラバス|ウッドベース|콘트라베이스|더블베이스|低音提琴'],
  ['saxophone', 'saxofoon|saksofon|saksofony|saksafon|サックス|サクソフォン|색소폰|萨克斯|萨克斯风'],
  ['trumpet', 'trompet|trompetten|trombe|trompetas|trompetler|トランペット|트럼펫|小号'],
  ['tambourine', 'tamburyn|タンバリン|탬버린|铃鼓'],
  [
    'drum',
    'tambores|tambours|trommeln|tamburi|trommels|trumma|trummor|beben|bebny|davul|davullar|太鼓|ドラム|드럼|架子鼓|大鼓',
  ],
  ['piano', 'fortepian|fortepiany|pianino|piyano|piyanolar|钢琴'],
  ['guitar', 'guitarras|guitares|gitarren|chitarre|gitaar|gitaren|gitarr|gitarrer|gitara|gitary|gitar|gitarlar|吉他'],
  ['violin', 'violines|violinos|violons|geigen|violine|fioler|keman|kemanlar|バイオリン|ヴァイオリン|바이올린|小提琴'],
  ['chair', 'sillas|stuhle|sedie|cadeiras|stoel|stoelen|stol|stolar|krzeslo|krzesla|sandalye|sandalyeler|椅子|의자'],
  ['bed', 'betten|letti|sangar|lozko|lozka|yatak|yataklar|침대'],
  ['umbrella', 'parapluies|regenschirme|ombrelli|paraplu|paraply|paraplyer|parasolka|semsiye|semsiyeler'],
  [
    'lantern',
    'linternas|farolillos|lanternes|laternen|lanternas|lantaarn|lantaarns|lampion|lykta|lyktor|lampiony|fener|fenerler',
  ],
  ['candle', 'bougies|kerzen|candele|kaars|kaarsen|stearinljus|swieca|swieczka|swiece|mumlar|蝋燭|キャンドル|蜡烛'],
  ['clock', 'relojes|horloges|orologi|relogios|uhr|uhren|klok|klokken|zegar|zegary|時計|시계|时钟|钟表'],
  ['mirror', 'espejos|miroirs|specchi|espelhos|spegel|speglar|lustro|lustra|ayna|aynalar|ミラー|거울|镜子'],
  [
    'bottle',
    'botellas|bouteilles|flaschen|bottiglie|garrafas|fles|flessen|flaska|flaskor|butelka|butelki|siseler|ボトル|瓶子',
  ],
  [
    'glass',
    'glas|glazen|bicchiere|bicchieri|copa|copas|verre|verres|szklanka|szklanki|bardak|bardaklar|コップ|유리잔|玻璃杯',
  ],
  [
    'cup',
    'tazza|tazze|taza|tazas|xicara|xicaras|caneca|canecas|tassen|becher|kopp|koppar|kubek|kubki|filizanka|fincan|fincanlar|カップ|湯呑み|찻잔|머그잔|杯子|茶杯',
  ],
  ['bucket', 'secchio|balde|baldes|cubeta|seau|seaux|eimer|hink|hinkar|wiadro|wiadra|kova|kovalar|バケツ|양동이|水桶'],
  [
    'basket',
    'mand|cestino|cesto|cesta|cestas|panier|paniers|korb|korbe|korg|korgar|koszyk|koszyki|sepet|sepetler|籠|バスケット|바구니|篮子',
  ],
  [
    'suitcase',
    'maletas|valises|valigie|walizki|resvaskor|bavul|bavullar|valiz|スーツケース|여행가방|캐리어|行李箱|手提箱',
  ],
  ['book', 'libros|livres|bucher|libri|livros|boek|boeken|bok|bocker|ksiazka|ksiazki|kitap|kitaplar|書物|书本|书籍'],
  ['radio', 'radyo|radyolar|ラジオ|라디오|收音机'],
  ['telephone', 'telefonos|telefon|telefoner|telefony|telefonlar|telefoon|telefoons|telefoni|전화기|电话|手机|スマホ'],
  [
    'record player',
    'platenspeler|giradischi|tocadiscos|toca discos|vitrola|tourne disque|tourne disques|plattenspieler|skivspelare|gramofon|レコードプレーヤー|蓄音機|턴테이블|전축|唱机|留声机',
  ],
  ['microphone', 'microfonos|microfoon|マイク|マイクロフォン|麦克风|话筒'],
  [
    'speaker',
    'luidspreker|altoparlante|altoparlanti|altavoz|altavoces|alto falante|haut parleur|haut parleurs|lautsprecher|hogtalare|glosnik|glosniki|hoparlor|hoparlorler|スピーカー|스피커|扬声器|音箱',
  ],
  ['bell', 'campanas|glocken|campane|klokje|klockor|dzwony|dzwonek|dzwonki|canlar|鐘|방울|铃铛|钟声'],
  ['key', 'llaves|chiavi|nycklar|klucze|sleutels|anahtar|anahtarlar|鍵|열쇠|钥匙'],
  ['ladder', 'echelles|leitern|drabiny|stegar|梯子|はしご|ハシゴ|사다리'],
  [
    'knife',
    'coltello|coltelli|cuchillo|cuchillos|faca|facas|couteau|couteaux|messer|kniv|knivar|noz|noze|bicak|bicaklar|ナイフ|包丁|나이프|刀子|小刀',
  ],
  [
    'fork',
    'vork|vorken|forchetta|forchette|tenedor|tenedores|garfo|garfos|fourchette|fourchettes|gabel|gabeln|gaffel|gafflar|widelec|widelce|catal|catallar|叉子',
  ],
  [
    'spoon',
    'lepel|lepels|cucchiaio|cucchiai|cuchara|cucharas|colher|colheres|cuillere|cuilleres|cuiller|loffel|sked|skedar|lyzka|lyzki|kasik|kasiklar|スプーン|숟가락|勺子|汤匙',
  ],
  [
    'bowl',
    'ciotola|ciotole|cuenco|cuencos|tazon|tigela|tigelas|schussel|schusseln|miska|miski|お椀|ボウル|그릇|사발|碗',
  ],
  [
    'teapot',
    'theepot|theepotten|teiera|teiere|tetera|teteras|bule|bules|theiere|theieres|teekanne|teekannen|tekanna|czajniczek|caydanlik|demlik|急須|ティーポット|찻주전자|茶壶',
  ],
  [
    'kettle',
    'waterkoker|ketel|bollitore|hervidor|chaleira|chaleiras|bouilloire|bouilloires|wasserkocher|kessel|teekessel|vattenkokare|czajnik|czajniki|やかん|ヤカン|주전자|水壶',
  ],
  ['vase', 'vaas|vazen|jarron|jarrones|florero|floreros|vasen|wazon|wazony|vazo|vazolar|花瓶|꽃병'],
  [
    'jar',
    'barattolo|barattoli|tarro|tarros|frasco|frascos|pote|potes|bocal|bocaux|burkar|sloik|sloiki|kavanoz|kavanozlar|항아리|罐子',
  ],
  [
    'box',
    'doos|scatola|scatole|caja|cajas|caixa|caixas|boite|boites|kiste|kisten|schachtel|pudelko|pudelka|skrzynia|kutu|kutular|箱|박스|箱子|盒子',
  ],
  [
    'letter',
    'lettera|lettere|busta|buste|lettre|lettres|enveloppe|enveloppes|briefe|umschlag|brev|kuvert|koperta|koperty|mektup|mektuplar|手紙|封筒|봉투|信封|信件',
  ],
  [
    'camera',
    'fotocamera|macchina fotografica|camara|camaras|maquina fotografica|appareil photo|appareils photo|kamera|kameras|fotoapparat|kameror|aparat fotograficzny|fotograf makinesi|カメラ|카메라|相机|照相机',
  ],
  [
    'vinyl record',
    'grammofoonplaat|vinile|vinilo|vinilos|vinil|disque vinyle|vinyle|vinyles|schallplatte|schallplatten|vinylskiva|plyta winylowa|winyl|plak|plaklar|レコード|레코드|엘피판|唱片',
  ],
  [
    'cassette',
    'casete|casetes|cassete|fita cassete|musicassetta|kassette|kassetten|kassett|kassetter|kaseta|kasety|kaset|kasetler|カセットテープ|カセット|카세트|카세트테이프|磁带|卡带',
  ],
  [
    'headphones',
    'koptelefoon|hoofdtelefoon|cuffie|fones de ouvido|fone de ouvido|casque audio|ecouteurs|kopfhorer|horlurar|sluchawki|kulaklik|kulakliklar|ヘッドホン|ヘッドフォン|イヤホン|헤드폰|이어폰|耳机',
  ],
  [
    'computer',
    'ordenador|ordenadores|computadora|computadoras|computador|computadores|ordinateur|ordinateurs|rechner|dator|datorer|komputer|komputery|bilgisayar|bilgisayarlar|パソコン|コンピューター|コンピュータ|컴퓨터|电脑|计算机',
  ],
  ['laptop', 'ordinateur portable|dizustu bilgisayar|ノートパソコン|노트북|笔记本电脑'],
  ['lamp', 'lamparas|lampes|lampen|lampade|lampor|lampy|lamba|lambalar|ランプ|램프|台灯'],
  [
    'light bulb',
    'gloeilamp|lampadina|lampadine|bombilla|bombillas|bombillo|ampoule electrique|gluhbirne|gluhbirnen|glodlampa|zarowka|zarowki|電球|전구|灯泡',
  ],
  ['sofa', 'zetel|bankstel|divano|divani|soffa|soffor|kanapa|kanapy|kanepe|kanepeler|ソファ|ソファー|소파|沙发'],
  [
    'desk',
    'scrivania|scrivanie|escritorio|escritorios|escrivaninha|schreibtisch|skrivbord|biurko|biurka|勉強机|책상|书桌|办公桌',
  ],
  [
    'bathtub',
    'badkuip|vasca da bagno|banera|baneras|banheira|banheiras|baignoire|baignoires|badewanne|badkar|kuvet|浴槽|バスタブ|湯船|욕조|浴缸',
  ],
  [
    'watering can',
    'gieter|annaffiatoio|regadera|regador|arrosoir|arrosoirs|gießkanne|giesskanne|vattenkanna|konewka|konewki|じょうろ|ジョウロ|물뿌리개|洒水壶|喷壶',
  ],
  [
    'hammer',
    'hamer|martello|martelli|martillo|martillos|martelo|martelos|marteau|marteaux|hammare|mlotek|mlotki|cekic|cekicler|ハンマー|金槌|锤子|榔头',
  ],
  ['scissors', 'schaar|forbici|tijeras|tesoura|tesouras|ciseaux|schere|nozyczki|makas|ハサミ|はさみ|鋏|가위|剪刀'],
  [
    'needle',
    'naald|naalden|aghi|aguja|agujas|agulha|agulhas|aiguille|aiguilles|nadel|nadeln|nalar|igla|igly|igne|igneler|縫い針|바늘|缝衣针',
  ],
  [
    'pencil',
    'potlood|potloden|matita|matite|lapiz|lapices|crayon de papier|bleistift|bleistifte|blyertspenna|olowek|olowki|kursun kalem|鉛筆|연필|铅笔',
  ],
  [
    'pen',
    'balpen|boligrafo|boligrafos|caneta|canetas|stylo|stylos|kugelschreiber|penna|pennor|dlugopis|dlugopisy|kalem|kalemler|ボールペン|万年筆|볼펜|钢笔|圆珠笔',
  ],
  [
    'brush',
    'penseel|pennello|pennelli|pincel|pinceles|pinceis|pinceau|pinceaux|pinsel|pensel|penslar|pedzel|pedzle|firca|fircalar|絵筆|画笔|毛笔',
  ],
  [
    'map',
    'landkaart|plattegrond|mappa|cartina|mapa|mapas|landkarte|landkarten|karta|kartor|mapy|harita|haritalar|地図|地图',
  ],
  ['globe', 'wereldbol|mappamondo|globo terraqueo|globo terrestre|globus|jordglob|dunya kuresi|地球儀|지구본|地球仪'],
  [
    'compass',
    'kompas|bussola|bussole|brujula|brujulas|bussolas|boussole|boussoles|kompass|kompasy|pusula|pusulalar|方位磁針|コンパス|나침반|指南针|罗盘',
  ],
  ['anchor', 'anker|ankers|ancla|anclas|ancre|ancres|ankare|kotwica|kotwice|capalar|錨|イカリ|닻|锚'],
  [
    'hourglass',
    'zandloper|clessidra|ampulheta|sablier|sabliers|sanduhr|stundenglas|timglas|klepsydra|kum saati|砂時計|모래시계|沙漏',
  ],
  [
    'watch',
    'polshorloge|orologio da polso|reloj de pulsera|reloj de bolsillo|relogio de pulso|armbanduhr|taschenuhr|armbandsur|fickur|zegarek|zegarki|kol saati|cep saati|腕時計|懐中時計|손목시계|회중시계|手表|怀表',
  ],
  [
    'glasses',
    'bril|brillen|occhiali|gafas|anteojos|oculos|brille|glasogon|okulary|gozluk|gozlukler|眼鏡|メガネ|めがね|안경|眼镜',
  ],
  [
    'sunglasses',
    'zonnebril|sonnenbrille|solglasogon|okulary przeciwsloneczne|gunes gozlugu|サングラス|선글라스|墨镜|太阳镜',
  ],
  [
    'hat',
    'hoeden|cappello|cappelli|sombrero|sombreros|chapeu|chapeus|chapeau|chapeaux|hute|hatt|hattar|kapelusz|kapelusze|sapka|sapkalar|帽子|ハット',
  ],
  [
    'shoe',
    'schoen|schoenen|scarpa|scarpe|zapato|zapatos|sapato|sapatos|chaussure|chaussures|schuh|schuhe|sko|skor|buty|ayakkabi|ayakkabilar|靴|신발|鞋子',
  ],
  [
    'boots',
    'bottes|stivali|stivale|stiefel|laarzen|laars|stovlar|stovel|kozaki|kalosze|cizme|cizmeler|ブーツ|부츠|장화|靴子',
  ],
  [
    'gloves',
    'guantes|guante|luvas|luva|gants|guanti|guanto|handschuhe|handschuh|handschoenen|handschoen|handskar|handske|rekawiczki|rekawice|eldiven|eldivenler|手袋|グローブ|장갑|手套',
  ],
  [
    'scarf',
    'bufanda|bufandas|cachecol|cachecois|echarpe|echarpes|foulard|sciarpa|sciarpe|schal|schals|sjaal|sjaals|halsduk|halsdukar|szalik|szaliki|atki|atkilar|esarp|マフラー|スカーフ|목도리|스카프|围巾',
  ],
  [
    'coat',
    'abrigo|abrigos|casaco|casacos|manteau|manteaux|cappotto|cappotti|jas|jassen|plaszcz|plaszcze|palto|paltolar|外套|외투|大衣',
  ],
  [
    'handbag',
    'bolso|bolsos|bolsa|bolsas|sac a main|borsetta|borsa|handtasche|handtaschen|handtas|handtassen|handvaska|handvaskor|torebka|torebki|el cantasi|ハンドバッグ|핸드백|手提包',
  ],
  ['bag', 'tasche|taschen|vaska|vaskor|torba|torby|canta|cantalar|鞄|가방|袋子'],
  [
    'backpack',
    'mochila|mochilas|sac a dos|zaino|zaini|rucksack|rugzak|rugzakken|ryggsack|ryggsackar|plecak|plecaki|sirt cantasi|リュック|リュックサック|ランドセル|배낭|백팩|背包|书包',
  ],
  [
    'ring',
    'anillo|anillos|anel|aneis|bague|bagues|anello|anelli|pierscionek|pierscien|yuzuk|yuzukler|指輪|リング|반지|戒指',
  ],
  [
    'necklace',
    'collares|colares|collana|collane|halskette|ketting|halsketting|halsband|naszyjnik|naszyjniki|kolye|kolyeler|ネックレス|首飾り|목걸이|项链',
  ],
  ['mask', 'careta|caretas|maschera|maschere|maske|masken|maska|maski|maskeler|仮面|お面|マスク|가면|마스크|面具'],
  [
    'fan',
    'abanico|abanicos|ventilador|leque|leques|eventail|eventails|ventilateur|ventaglio|ventagli|ventilatore|facher|waaier|solfjader|flakt|wachlarz|wentylator|yelpaze|vantilator|扇子|うちわ|扇風機|선풍기|风扇',
  ],
  [
    'kite',
    'papalote|cerf volant|cerfs volants|aquilone|aquiloni|vlieger|vliegers|latawiec|latawce|ucurtma|ucurtmalar|凧|방패연|风筝',
  ],
  [
    'flag',
    'bandera|banderas|bandeira|bandeiras|drapeau|drapeaux|bandiera|bandiere|fahne|fahnen|flagge|flaggen|vlag|vlaggen|flagga|flaggor|flaga|flagi|bayrak|bayraklar|旗|国旗|깃발|국기|旗帜|旗子',
  ],
  ['shield', 'bouclier|boucliers|schild|schilde|schilden|skold|skoldar|tarcza|tarcze|kalkan|kalkanlar|방패|盾牌'],
  ['arrow', 'flecha|flechas|fleche|fleches|freccia|frecce|pfeil|pfeile|pijl|pijlen|strzala|strzaly|oklar|화살|箭'],
  [
    'pistol',
    'pistola|pistolas|pistole|pistolet|pistolets|pistolen|pistool|pistoler|tabanca|tabancalar|拳銃|銃|ピストル|권총|手枪',
  ],
  ['bomb', 'bomba|bombas|bombe|bomben|bommen|bomby|bombalar|爆弾|폭탄|炸弹'],
  ['skateboard', 'monopatin|patineta|deskorolka|kaykay|スケボー|スケートボード|스케이트보드|滑板'],
  [
    'trophy',
    'trofeo|trofeos|trofeu|trofeus|trophee|trophees|trofei|coppa|pokal|pokale|trophae|trofee|pokaler|trofe|puchar|puchary|trofeum|トロフィー|트로피|奖杯',
  ],
  [
    'medal',
    'medalla|medallas|medalha|medalhas|medaille|medailles|medaglia|medaglie|medaillen|medalj|medaljer|medale|madalya|madalyalar|勲章|메달|훈장|奖牌|勋章',
  ],
  [
    'gift',
    'regalo|regalos|cadeau|cadeaux|regali|geschenk|geschenke|cadeautje|prezent|prezenty|hediye|hediyeler|プレゼント|贈り物|선물|礼物',
  ],
  [
    'strawberry',
    'fresa|fresas|frutilla|frutillas|morango|morangos|fragola|fragole|erdbeere|erdbeeren|aardbei|aardbeien|jordgubbe|jordgubbar|truskawka|truskawki|cilek|cilekler|苺|イチゴ|いちご|딸기|草莓',
  ],
  [
    'cherry',
    'cereza|cerezas|cereja|cerejas|ciliegia|ciliegie|kirsche|kirschen|kers|kersen|korsbar|wisnia|wisnie|czeresnia|czeresnie|kiraz|kirazlar|さくらんぼ|サクランボ|체리|버찌|樱桃',
  ],
  [
    'grapes',
    'uva|uvas|traube|trauben|weintrauben|druif|druiven|druva|druvor|winogrono|winogrona|uzum|uzumler|ぶどう|ブドウ|葡萄|포도',
  ],
  ['pear', 'pera|peras|poire|poires|birne|birnen|peren|paron|gruszka|gruszki|armut|armutlar|洋梨|梨子'],
  ['pineapple', 'pina|pinas|abacaxi|abacaxis|ananas|パイナップル|파인애플|菠萝|凤梨'],
  [
    'tomato',
    'tomate|tomates|pomodoro|pomodori|tomaten|tomaat|tomat|tomater|pomidor|pomidory|domates|トマト|토마토|番茄',
  ],
  [
    'carrot',
    'zanahoria|zanahorias|cenoura|cenouras|carotte|carottes|carota|carote|karotte|karotten|mohre|mohren|wortel|wortels|morot|morotter|marchewka|marchew|havuc|havuclar|人参|ニンジン|당근|胡萝卜',
  ],
  [
    'pumpkin',
    'calabaza|calabazas|abobora|aboboras|citrouille|citrouilles|potiron|zucca|zucche|kurbis|kurbisse|pompoen|pompoenen|pumpa|pumpor|dynia|dynie|balkabagi|bal kabagi|かぼちゃ|カボチャ|南瓜|호박',
  ],
  ['bread', 'pao|paes|brot|brote|brod|chleb|ekmek|빵|面包'],
  ['cheese', 'queso|quesos|queijo|queijos|fromage|fromages|formaggio|formaggi|kase|kaas|sery|peynir|チーズ|치즈|奶酪'],
  [
    'ice cream',
    'helado|helados|sorvete|sorvetes|gelato|gelati|eiscreme|ijsje|lody|dondurma|アイスクリーム|아이스크림|冰淇淋',
  ],
  ['pizza', 'ピザ|피자|披萨'],
  ['wine', 'vino|vinos|vinho|vinhos|vini|wein|weine|wijn|wijnen|viner|sarap|saraplar|ワイン|와인|포도주|葡萄酒'],
  ['beer', 'cerveza|cervezas|cerveja|cervejas|biere|bieres|birra|birre|piwo|piwa|bira|biralar|麦酒|맥주|啤酒'],
  ['tea', 'herbata|お茶|紅茶|홍차|녹차'],
  ['honey', 'miel|miele|honig|honung|miod|蜂蜜|はちみつ|ハチミツ|벌꿀'],
  [
    'peach',
    'melocoton|melocotones|durazno|duraznos|pessego|pessegos|pesche|pfirsich|pfirsiche|perzik|perziken|persika|persikor|brzoskwinia|brzoskwinie|seftali|桃|복숭아|桃子',
  ],
  ['mango', 'マンゴー|망고|芒果'],
  ['avocado', 'aguacate|aguacates|palta|abacate|avokado|awokado|アボカド|아보카도|牛油果'],
  ['lemon', 'limones|limoni|zitronen|limoes|citron|citroner|citroenen|cytryny|limonlar|レモン|레몬|柠檬'],
  ['apple', 'manzanas|pommes|mele|macas|appels|applen|jablka|elma|elmalar|りんご|リンゴ|林檎|苹果'],
  ['banana', 'platanos|bananes|bananen|bananer|banany|muz|muzlar|バナナ|바나나|香蕉'],
  ['cake', 'tartas|gateaux|tartor|ciasta|kek|ケーキ|케이크|蛋糕'],
  ['coffee', 'kahve|コーヒー|珈琲|커피|咖啡'],
  [
    'candy',
    'dulces|bonbon|bonbons|caramella|caramelle|sußigkeiten|snoep|snoepje|godis|cukierek|cukierki|sekerleme|飴|キャンディ|キャンディー|사탕|糖果',
  ],
  [
    'cookie',
    'galleta|galletas|biscoito|biscoitos|bolacha|biscotto|biscotti|keks|kekse|platzchen|koekje|koekjes|ciastko|ciastka|kurabiye|クッキー|쿠키|饼干|曲奇',
  ],
  ['cat', 'gatos|gatti|katzen|katter|koty|katten|kediler'],
  ['dog', 'perros|chiens|hunde|cani|caes|honden|hundar|kopekler|狗狗'],
  ['horse', 'caballos|chevaux|pferde|cavalli|cavalos|paarden|konie|atlar'],
  ['bird', 'pajaros|oiseaux|uccelli|passaros|vogels|faglar|ptaki|小鳥|小鸟|鸟儿'],
  ['fish', 'peces|poissons|fische|pesci|peixes|vissen|fiskar|ryby|balik|baliklar|물고기'],
  [
    'rabbit',
    'conejos|conigli|coelhos|kaninchen|hasen|konijn|konijnen|kanin|kaniner|krolik|kroliki|tavsan|tavsanlar|兔子',
  ],
  ['fox', 'zorros|renards|volpi|raposas|fuchse|vossen|ravar|lisy|tilki|tilkiler|キツネ|狐|狐狸'],
  ['deer', 'ciervos|cerfs|hirsche|cervi|veados|herten|hjortar|jelenie|geyik|geyikler|사슴|小鹿|梅花鹿'],
  ['moose', 'algar|losie|elche|ヘラジカ|驼鹿'],
  ['bee', 'abejas|abeilles|bienen|abelhas|bijen|pszczoly|arilar|蜜蜂|ミツバチ|꿀벌'],
  ['spider', 'aranas|araignees|ragni|aranhas|spindlar|pajaki|orumcek|orumcekler|蜘蛛|거미'],
  ['frog', 'ranas|grenouilles|frosche|rane|sapos|kikkers|zaby|kurbaga|kurbagalar|カエル|蛙|개구리'],
  [
    'turtle',
    'tortugas|tortues|schildkroten|tartarughe|skoldpaddor|zolwie|schildpadden|kaplumbaga|kaplumbagalar|亀|거북이|거북|乌龟',
  ],
  [
    'whale',
    'ballenas|baleines|balene|baleias|walvis|walvissen|wieloryb|wieloryby|balina|balinalar|鯨|クジラ|고래|鲸鱼',
  ],
  [
    'crow',
    'cuervos|corbeaux|krahen|corvi|kraai|kraaien|kraka|krakor|wrona|wrony|kruk|kruki|karga|kargalar|까마귀|乌鸦',
  ],
  [
    'owl',
    'buhos|lechuzas|hiboux|chouettes|eulen|gufi|corujas|uil|uilen|uggla|ugglor|sowa|sowy|baykus|baykuslar|フクロウ|梟|부엉이|올빼미|猫头鹰',
  ],
  ['wolf', 'lobos|loups|lupi|wolven|varg|vargar|wilk|wilki|kurtlar|オオカミ|늑대'],
  ['dove', 'duif|duiven|duva|duvor|golab|golebie|guvercin|guvercinler|鳩|비둘기|鸽子'],
  ['cow', 'koe|koeien|krowa|krowy|inek|inekler|kuh|kuhe|vacas|乳牛|ウシ|젖소|奶牛'],
  ['bull', 'tjur|tjurar|byk|byki|bogalar|toros|雄牛|闘牛|황소|公牛'],
  [
    'butterfly',
    'schmetterlinge|borboletas|vlinder|vlinders|fjaril|fjarilar|motyl|motyle|kelebek|kelebekler|チョウチョ|ちょうちょ|나비|蝴蝶',
  ],
  ['snake', 'serpientes|schlangen|serpenti|slangen|orm|ormar|waz|weze|yilan|yilanlar|ヘビ|뱀'],
  ['church', 'eglises|kirchen|chiese|igrejas|kerk|kerken|kyrkor|koscioly|kilise|kiliseler|教堂'],
  ['lighthouse', 'fari|leuchtturme|灯台|등대|灯塔'],
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
  ['lion', 'leon|leones|leone|lowe'],
  ['monkey', 'mono|monos|singe|singes'],
  ['duck', 'canard|canards'],
  ['chick', 'poussin|poussins'],
  ['dolphin', 'dauphin|dauphins'],
  ['rocket', 'fusee|fusees'],
  ['strawberry', 'fraise|fraises'],
  ['feather', 'plume|plumes'],
  ['stone', 'pierre|pierres|steen'],
  ['windmill', 'moulin|moulins'],
  ['mushroom', 'seta|setas'],
  ['shell', 'concha|conchas'],
  ['sunflower', 'girasol'],
  ['king', 'roi|rois|reyes'],
  ['queen', 'regina'],
  ['prince', 'principe|principes'],
  ['mother', 'mutter'],
  ['father', 'pappa|baba|vader'],
  ['cup', 'tasse|tasses'],
  ['headphones', 'auriculares'],
  ['glasses', 'lunettes'],
  ['boots', 'botas'],
  ['shrimp', 'gamba|gambas'],
  ['wasp', 'geting'],
  ['gate', 'brama'],
  ['clover', 'klee'],
  ['sailor', 'zeeman'],
  ['singer', 'sanger'],
  ['hat', 'hoed'],
  ['honey', 'honing'],
  ['wolf', 'kurt'],
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
