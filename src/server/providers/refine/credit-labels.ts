/**
 * Credit labels in the languages people write to us in: the words before a colon or a dash that say the next words
 * are the record's title ("Título: …"), its name as a record ("Albüm: …"), a name whose role the idea's other labels
 * settle ("Ka Inoa: …", "Nimi: …"), or who made it ("Sungið av: …", "hrají: …", "Takiqkuna: …").
 *
 * One list per language, so a missing language is seen at a glance; rounds 103-118 each found a language whose label
 * was set on the cover as the artist's name, or whose credit was never read, one language at a time. Written with
 * their accents; `lettering.ts` reads each without them too. Words that are everyday English before a colon ("take",
 * "bend") are left out.
 */

export type CreditLabel = 'title' | 'album' | 'name' | 'artist';

/**
 * A language's labels by kind; `by` are the words that credit whoever follows them, after a title with no colon too
 * ("Zimní šepot; zpívá Tereza Novotná", "Senja di Pelabuhan, dinyanyikan oleh Rizky Pratama"), and with one as the
 * artist's label; `after` are the words that follow the name they credit, where the verb comes last ("«Дала самалы»
 * әнін Айгерім Сәрсенбаева орындайды").
 */
type Words = Partial<Readonly<Record<CreditLabel | 'by' | 'after', readonly string[]>>>;

const BY_LANGUAGE: Readonly<Record<string, Words>> = {
  spanish: {
    title: ['título', 'título del disco', 'título del álbum', 'nombre del disco', 'nombre del álbum', 'canción'],
    album: ['álbum', 'disco'],
    name: ['nombre'],
    artist: ['artista', 'artistas', 'intérprete', 'intérpretes', 'grupo', 'banda', 'conjunto', 'agrupación'],
    by: ['cantante', 'cantautor', 'cantautora', 'cantado por', 'cantada por', 'interpretado por', 'interpretada por'],
  },
  portuguese: {
    title: ['título', 'título do disco', 'título do álbum', 'nome do disco', 'nome do álbum', 'canção', 'faixa'],
    album: ['álbum', 'disco'],
    name: ['nome'],
    artist: ['artista', 'intérprete', 'banda', 'grupo', 'cantor', 'cantora'],
    by: ['cantado por', 'cantada por', 'interpretado por', 'interpretada por', 'na voz de'],
  },
  italian: {
    title: ['titolo', "titolo dell'album", 'titolo del disco', "nome dell'album", 'canzone', 'brano'],
    album: ['album', 'disco'],
    name: ['nome'],
    artist: ['artista', 'interprete', 'interpreti', 'gruppo', 'cantante'],
    by: ['cantato da', 'cantata da', 'eseguito da', 'suonato da', 'interpretato da'],
  },
  catalan: {
    title: ['títol', "títol de l'àlbum", 'cançó'],
    album: ['àlbum'],
    name: ['nom'],
    artist: ['artista', 'grup', 'cantant'],
    by: ['cantat per', 'interpretat per'],
  },
  galician: { title: ['título'], name: ['nome'], artist: ['artista', 'grupo', 'cantante'], by: ['cantado por'] },
  basque: {
    title: ['izenburua', 'abestia'],
    album: ['diskoa'],
    name: ['izena'],
    artist: ['egilea', 'taldea', 'abeslaria'],
  },
  french: {
    title: ['titre', "titre de l'album", "nom de l'album", 'titre du disque', 'chanson', 'morceau'],
    album: ['album'],
    name: ['nom'],
    artist: ['artiste', 'artistes', 'interprète', 'interprètes', 'groupe', 'chanteur', 'chanteuse'],
    by: ['chanté par', 'chantée par', 'interprété par', 'interprétée par', 'joué par', 'jouée par'],
  },
  romanian: {
    title: ['titlu', 'titlul', 'titlul albumului', 'numele albumului', 'cântec', 'piesa', 'piesă'],
    album: ['albumul'],
    name: ['nume'],
    artist: ['interpret', 'interpreți', 'formația', 'trupa', 'solist', 'solistă'],
    by: ['interpretată de', 'interpretat de', 'cântată de', 'cântă'],
  },
  german: {
    title: ['titel', 'albumtitel', 'albumname', 'titel des albums', 'lied', 'song'],
    name: ['name'],
    artist: ['künstler', 'künstlerin', 'interpret', 'interpreten', 'gruppe', 'sänger', 'sängerin'],
    by: ['gesungen von', 'gespielt von', 'interpretiert von', 'singt', 'spielt', 'spielen'],
  },
  dutch: {
    title: ['titel', 'albumtitel', 'albumnaam', 'titel van het album', 'naam van het album', 'liedje', 'nummer'],
    name: ['naam'],
    artist: ['artiest', 'artiesten', 'groep', 'zanger', 'zangeres'],
    by: ['gezongen door', 'gespeeld door', 'uitgevoerd door', 'zingt'],
  },
  afrikaans: {
    title: ['titel', 'albumtitel'],
    name: ['naam'],
    artist: ['kunstenaar', 'groep', 'orkes', 'sanger', 'sangeres'],
    by: ['gesing deur', 'gespeel deur'],
  },
  luxembourgish: { title: ['titel'], artist: ['kënschtler', 'sänger'] },
  danish: {
    title: ['titel', 'albumtitel', 'albummets titel', 'albumnavn', 'sang'],
    name: ['navn'],
    artist: ['kunstner', 'kunstnere', 'gruppe', 'orkester', 'sanger', 'sangerinde'],
    by: ['sunget af', 'spillet af', 'fremført af', 'synger', 'spiller'],
  },
  norwegian: {
    title: ['tittel', 'albumtittel', 'albumnavn', 'sang', 'låt'],
    name: ['navn'],
    artist: ['artist', 'artister', 'gruppe', 'sanger'],
    by: ['sunget av', 'spilt av', 'framført av', 'fremført av'],
  },
  swedish: {
    title: ['titel', 'albumtitel', 'albumets titel', 'albumnamn', 'sång', 'låt'],
    name: ['namn'],
    artist: ['artist', 'artister', 'grupp', 'sångare', 'sångerska'],
    by: ['sjungen av', 'sjungs av', 'spelad av', 'framförd av', 'sjunger', 'spelar'],
  },
  icelandic: {
    title: ['titill', 'heiti', 'heiti plötunnar', 'lag'],
    name: ['nafn'],
    artist: ['flytjandi', 'flytjendur', 'hljómsveit', 'söngvari', 'söngkona'],
    by: ['sungið af', 'flutt af', 'leikið af', 'syngur'],
  },
  faroese: {
    title: ['heiti', 'yvirskrift'],
    album: ['fløga', 'útgáva'],
    name: ['navn'],
    artist: ['listafólk', 'listamaður', 'bólkur', 'sangari'],
    by: ['sungið av', 'spælt av', 'flutt av', 'syngur'],
  },
  finnish: {
    title: ['otsikko', 'nimike', 'albumin nimi', 'levyn nimi', 'kappale'],
    album: ['albumi', 'levy'],
    name: ['nimi'],
    artist: ['esittäjä', 'esittäjät', 'artisti', 'yhtye', 'bändi', 'laulaja'],
    by: ['laulaa', 'soittaa', 'soittavat', 'esittää', 'esittävät'],
    after: ['esittämä', 'laulama'],
  },
  estonian: {
    title: ['pealkiri', 'albumi nimi', 'albumi pealkiri', 'laul'],
    name: ['nimi'],
    artist: ['esitaja', 'esitajad', 'ansambel', 'bänd', 'laulja'],
    by: ['esitab', 'laulab', 'mängib', 'mängivad'],
    after: ['esituses'],
  },
  latvian: {
    title: ['nosaukums', 'albuma nosaukums', 'dziesma'],
    album: ['albums'],
    name: ['vārds'],
    artist: ['izpildītājs', 'izpildītāja', 'izpildītāji', 'grupa', 'dziedātājs', 'dziedātāja'],
    by: ['dzied', 'spēlē', 'izpilda'],
  },
  lithuanian: {
    title: ['pavadinimas', 'albumo pavadinimas', 'daina'],
    album: ['albumas'],
    name: ['vardas'],
    artist: ['atlikėjas', 'atlikėja', 'atlikėjai', 'atlikėjos', 'grupė', 'dainininkas', 'dainininkė'],
    by: ['dainuoja', 'groja', 'atlieka'],
  },
  polish: {
    title: ['tytuł', 'tytuł albumu', 'tytuł płyty', 'nazwa albumu', 'piosenka', 'utwór'],
    album: ['płyta'],
    name: ['nazwa'],
    artist: ['wykonawca', 'wykonawcy', 'artysta', 'artystka', 'zespół', 'wokalista', 'wokalistka'],
    by: ['śpiewa', 'śpiewają', 'grają', 'gra', 'wykonuje', 'w wykonaniu'],
  },
  czech: {
    title: ['název', 'název alba', 'název desky', 'píseň', 'písnička', 'skladba'],
    album: ['deska'],
    name: ['jméno'],
    artist: ['interpret', 'interpreti', 'kapela', 'skupina', 'zpěvák', 'zpěvačka'],
    by: ['hrají', 'hraje', 'zpívá', 'zpívají', 'v podání'],
  },
  slovak: {
    title: ['názov', 'názov albumu', 'pieseň', 'skladba'],
    name: ['meno'],
    artist: ['interpret', 'kapela', 'skupina', 'spevák', 'speváčka'],
    by: ['hrajú', 'hrá', 'spieva', 'spievajú', 'v podaní'],
  },
  slovenian: {
    title: ['naslov', 'naslov albuma', 'pesem', 'skladba'],
    name: ['ime'],
    artist: ['izvajalec', 'izvajalka', 'izvajalci', 'skupina', 'pevec', 'pevka'],
    by: ['poje', 'pojejo', 'igrajo', 'izvaja', 'izvajajo'],
  },
  croatianSerbianBosnian: {
    title: ['naslov', 'naslov albuma', 'naziv albuma', 'pjesma', 'pesma'],
    album: ['albuma'],
    name: ['ime'],
    artist: ['izvođač', 'izvođači', 'izvodjac', 'izvodjaci', 'sastav', 'grupa', 'pjevač', 'pjevačica'],
    by: ['pjeva', 'peva', 'pjevaju', 'pevaju', 'sviraju', 'izvodi', 'izvode'],
  },
  hungarian: {
    title: ['cím', 'album címe', 'a lemez címe', 'dal'],
    album: ['lemez'],
    name: ['név'],
    artist: ['előadó', 'előadók', 'zenekar', 'együttes', 'énekes'],
    by: ['énekel', 'játszik', 'előadja'],
    after: ['előadásában', 'énekli'],
  },
  albanian: {
    title: ['titulli', 'titull', 'titulli i albumit', 'kënga'],
    album: ['albumi'],
    name: ['emri'],
    artist: ['artisti', 'artiste', 'këngëtari', 'këngëtarja', 'grupi'],
    by: ['interpretuar nga', 'kënduar nga', 'këndon', 'këndojnë', 'luajnë'],
  },
  maltese: {
    title: ['titlu', 'it-titlu'],
    name: ['isem'],
    artist: ['artist', 'kantant', 'kantanta', 'grupp', 'banda', 'daqqaq', 'daqqaqa', 'daqqaqin'],
    by: ['tkanta', 'ikanta', 'idoqqu'],
  },
  greek: {
    title: ['τίτλος', 'τίτλος άλμπουμ', 'τίτλος δίσκου', 'τραγούδι'],
    album: ['άλμπουμ', 'δίσκος'],
    name: ['όνομα'],
    artist: ['καλλιτέχνης', 'καλλιτέχνες', 'ερμηνευτής', 'ερμηνεύτρια', 'ερμηνευτές', 'συγκρότημα', 'τραγουδιστής'],
    by: ['τραγουδά', 'τραγουδούν', 'ερμηνεύει', 'παίζουν', 'ερμηνεύει η', 'ερμηνεύει ο', 'τραγουδά η', 'τραγουδά ο'],
  },
  turkish: {
    title: ['başlık', 'albüm adı', 'şarkı', 'şarkı adı'],
    album: ['albüm'],
    name: ['isim', 'adı'],
    artist: ['sanatçı', 'sanatçılar', 'şarkıcı', 'grup'],
    by: ['söyleyen', 'seslendiren', 'yorumlayan', 'çalan'],
    after: ['söylüyor', 'seslendiriyor', 'yorumluyor'],
  },
  azerbaijani: {
    title: ['başlıq', 'albomun adı', 'mahnı'],
    album: ['albom'],
    name: ['adı'],
    artist: ['ifaçı', 'ifaçılar', 'müğənni', 'qrup'],
    by: ['oxuyur', 'ifa edir'],
    after: ['ifa edir', 'oxuyur'],
  },
  uzbek: {
    title: ['sarlavha', 'albom nomi', "qo'shiq", 'qoʻshiq'],
    album: ['albom'],
    name: ['nomi'],
    artist: ['ijrochi', 'xonanda', 'guruh'],
    by: ['ijro etadi', 'kuylaydi'],
    after: ['ijro etadi', 'kuylaydi'],
  },
  turkmen: {
    title: ['sözbaşy', 'albomyň ady'],
    name: ['ady'],
    artist: ['ýerine ýetiriji', 'aýdymçy', 'topar'],
    by: ['aýdýar'],
    after: ['ýerine ýetirýär', 'aýdýar'],
  },
  russian: {
    title: ['название', 'название альбома', 'название пластинки', 'песня', 'трек'],
    album: ['альбом', 'пластинка'],
    name: ['имя'],
    artist: ['исполнитель', 'исполнительница', 'исполнители', 'артист', 'группа', 'ансамбль', 'певец', 'певица'],
    by: ['поёт', 'поет', 'поют', 'исполняет', 'исполняют', 'играют', 'играет'],
  },
  ukrainian: {
    title: ['назва', 'назва альбому', 'пісня'],
    album: ['альбом', 'платівка'],
    name: ["ім'я", 'імʼя'],
    artist: ['виконавець', 'виконавиця', 'виконавці', 'гурт', 'співак', 'співачка'],
    by: ['співає', 'співають', 'грає', 'грають', 'виконує'],
  },
  belarusian: {
    title: ['назва', 'назва альбома'],
    album: ['альбом'],
    artist: ['выканаўца', 'выканаўцы', 'гурт', 'спявак', 'спявачка'],
    by: ['спявае', 'выконвае'],
  },
  bulgarian: {
    title: ['заглавие', 'име на албума', 'песен'],
    album: ['албум'],
    name: ['име'],
    artist: ['изпълнител', 'изпълнителка', 'изпълнители', 'група', 'певец', 'певица'],
    by: ['пее', 'пеят', 'свири', 'свирят', 'изпълнява'],
  },
  serbianMacedonianCyrillic: {
    title: ['наслов', 'наслов албума', 'назив албума', 'песма', 'песна'],
    album: ['албум'],
    name: ['име'],
    artist: ['извођач', 'извођачи', 'изведувач', 'изведувачи', 'бенд', 'група', 'певач', 'певачица', 'пеач', 'пеачка'],
    by: ['пева', 'певају', 'свира', 'свирају', 'изводи', 'изводе', 'пее', 'изведува'],
  },
  kazakh: {
    title: ['атауы', 'тақырып', 'альбом атауы', 'ән'],
    album: ['альбом'],
    artist: ['орындаушы', 'орындаушылар', 'әнші', 'тобы', 'топ'],
    by: ['орындайды', 'орындаған'],
    after: ['орындайды', 'айтады'],
  },
  kyrgyz: {
    title: ['аталышы', 'альбомдун аты'],
    album: ['альбом'],
    artist: ['аткаруучу', 'ырчы', 'тобу'],
    by: ['аткарат', 'ырдайт'],
    after: ['аткарат', 'ырдайт'],
  },
  mongolian: {
    title: ['гарчиг', 'нэр', 'дуу'],
    album: ['цомгийн нэр', 'цомог'],
    artist: ['хамтлаг', 'дуучин', 'уран бүтээлч'],
    by: ['дуулсан', 'хөгжимдсөн'],
    after: ['дуулсан', 'дуулна'],
  },
  georgian: {
    title: ['სათაური', 'ალბომის სახელი', 'სიმღერა'],
    album: ['ალბომი'],
    name: ['სახელი'],
    artist: ['შემსრულებელი', 'მომღერალი', 'ჯგუფი', 'ანსამბლი'],
    by: ['ასრულებს', 'მღერის'],
    after: ['ასრულებს', 'მღერის'],
  },
  armenian: {
    title: ['վերնագիր', 'ալբոմի անունը', 'երգը', 'երգ'],
    album: ['ալբոմ'],
    name: ['անուն'],
    artist: ['կատարող', 'երգիչ', 'երգչուհի', 'խումբ'],
    by: ['կատարում է', 'երգում է'],
    after: ['կատարմամբ'],
  },
  hebrew: {
    title: ['כותרת', 'שם האלבום', 'שם השיר', 'שיר'],
    album: ['אלבום'],
    artist: ['אמן', 'אמנית', 'זמר', 'זמרת', 'להקה', 'מבצע', 'מבצעת'],
    by: ['בביצוע', 'שר', 'שרה', 'ביצוע'],
  },
  arabic: {
    title: ['عنوان', 'العنوان', 'اسم الألبوم', 'عنوان الألبوم', 'أغنية', 'الأغنية'],
    album: ['ألبوم', 'الألبوم'],
    name: ['الاسم', 'اسم'],
    artist: ['الفنان', 'فنان', 'الفنانة', 'المغني', 'المطرب', 'المطربة', 'فرقة', 'الفرقة'],
    by: ['أداء', 'غناء', 'بصوت', 'بأداء', 'تأليف وأداء'],
  },
  persian: {
    title: ['عنوان', 'نام آلبوم', 'عنوان آلبوم', 'ترانه', 'آهنگ'],
    album: ['آلبوم'],
    name: ['نام'],
    artist: ['هنرمند', 'خواننده', 'گروه'],
    by: ['با صدای', 'اجرا', 'با اجرای'],
    after: ['می‌خواند', 'میخواند'],
  },
  urdu: {
    title: ['عنوان', 'البم کا نام'],
    album: ['البم'],
    name: ['نام'],
    artist: ['فنکار', 'گلوکار', 'گلوکارہ', 'بینڈ'],
    by: ['آواز'],
  },
  pashtoKurdish: { title: ['سرلیک', 'ناونیشان'], artist: ['سندرغاړی', 'هونەرمەند', 'گۆرانیبێژ'] },
  kurdishLatin: { title: ['sernav'], artist: ['hunermend', 'stranbêj'], by: ['dibêje', 'stranbêj'] },
  hindiMarathiNepali: {
    title: ['शीर्षक', 'एल्बम का नाम', 'अल्बमचे नाव', 'गीत', 'गाना'],
    album: ['एल्बम', 'अल्बम'],
    name: ['नाम', 'नाव'],
    artist: ['कलाकार', 'गायक', 'गायिका', 'बैंड', 'समूह'],
    by: ['स्वर', 'आवाज़', 'गाया है'],
    after: ['ने गाया', 'की आवाज़ में', 'द्वारा गाया गया'],
  },
  bengali: {
    title: ['শিরোনাম', 'অ্যালবামের নাম'],
    album: ['অ্যালবাম'],
    name: ['নাম'],
    artist: ['শিল্পী', 'গায়ক', 'গায়িকা', 'ব্যান্ড'],
    by: ['কণ্ঠে', 'কণ্ঠ'],
    after: ['এর কণ্ঠে', 'গেয়েছেন'],
  },
  punjabi: { title: ['ਸਿਰਲੇਖ'], album: ['ਐਲਬਮ'], name: ['ਨਾਮ'], artist: ['ਕਲਾਕਾਰ', 'ਗਾਇਕ', 'ਗਾਇਕਾ'], by: ['ਆਵਾਜ਼'] },
  gujarati: { title: ['શીર્ષક'], album: ['આલ્બમ'], name: ['નામ'], artist: ['કલાકાર', 'ગાયક', 'ગાયિકા'], by: ['સ્વર'] },
  tamil: {
    title: ['தலைப்பு'],
    album: ['ஆல்பம்'],
    name: ['பெயர்'],
    artist: ['கலைஞர்', 'பாடகர்', 'பாடகி'],
    by: ['பாடியவர்', 'குரல்'],
    after: ['பாடிய'],
  },
  telugu: {
    title: ['శీర్షిక'],
    album: ['ఆల్బమ్'],
    name: ['పేరు'],
    artist: ['కళాకారుడు', 'గాయకుడు', 'గాయని'],
    by: ['గానం', 'పాడినవారు'],
  },
  kannada: { title: ['ಶೀರ್ಷಿಕೆ'], album: ['ಆಲ್ಬಮ್'], name: ['ಹೆಸರು'], artist: ['ಕಲಾವಿದ', 'ಗಾಯಕ', 'ಗಾಯಕಿ'], by: ['ಗಾಯನ'] },
  malayalam: {
    title: ['ശീർഷകം'],
    album: ['ആൽബം'],
    name: ['പേര്'],
    artist: ['കലാകാരൻ', 'ഗായകൻ', 'ഗായിക'],
    by: ['ആലാപനം'],
  },
  sinhala: { title: ['මාතෘකාව'], album: ['ඇල්බමය'], name: ['නම'], artist: ['කලාකරු', 'ගායකයා', 'ගායිකාව'], by: ['ගායනය'] },
  thai: {
    title: ['ชื่อเพลง', 'ชื่ออัลบั้ม'],
    album: ['อัลบั้ม'],
    name: ['ชื่อ'],
    artist: ['ศิลปิน', 'นักร้อง', 'วง'],
    by: ['ขับร้องโดย', 'ร้องโดย'],
  },
  lao: { title: ['ຫົວຂໍ້', 'ຊື່ອັລບັ້ມ'], name: ['ຊື່'], artist: ['ສິລະປິນ', 'ນັກຮ້ອງ'], by: ['ຮ້ອງໂດຍ'] },
  khmer: { title: ['ចំណងជើង'], name: ['ឈ្មោះ'], artist: ['សិល្បករ', 'អ្នកចម្រៀង'], by: ['ច្រៀងដោយ'] },
  burmese: { title: ['ခေါင်းစဉ်'], name: ['အမည်'], artist: ['အဆိုတော်', 'အနုပညာရှင်'] },
  amharic: {
    title: ['ርዕስ', 'የአልበሙ ስም', 'የአልበም ስም', 'ዘፈን'],
    album: ['አልበም'],
    name: ['ስም'],
    artist: ['አርቲስት', 'ዘፋኝ', 'ድምፃዊ', 'ባንድ'],
  },
  chinese: {
    title: ['标题', '標題', '题名', '曲名', '歌名', '专辑名', '專輯名', '专辑名称', '專輯名稱', '歌曲'],
    album: ['专辑', '專輯'],
    name: ['名称', '名稱'],
    artist: ['艺人', '藝人', '歌手', '乐队', '樂團', '樂隊', '艺术家', '藝術家', '演唱者', '组合', '組合'],
    by: ['演唱', '演奏'],
  },
  japanese: {
    title: ['タイトル', '作品名', '曲名', '題名', 'アルバム名'],
    album: ['アルバム'],
    name: ['名前'],
    artist: ['アーティスト', 'アーティスト名', 'バンド', '出演', '歌手', 'グループ', 'ユニット'],
    by: ['歌', '演奏', '唄'],
  },
  korean: {
    title: ['제목', '앨범명', '곡명', '앨범 제목', '곡'],
    album: ['앨범'],
    name: ['이름'],
    artist: ['아티스트', '가수', '밴드', '그룹', '아티스트명'],
    by: ['노래', '연주'],
  },
  vietnamese: {
    title: ['tựa đề', 'tên album', 'tên bài', 'bài hát'],
    name: ['tên'],
    artist: ['ca sĩ', 'nghệ sĩ', 'ban nhạc', 'nhóm'],
    by: ['trình bày', 'thể hiện', 'hát bởi'],
  },
  indonesianMalay: {
    title: ['judul', 'tajuk', 'judul album', 'tajuk album', 'lagu', 'judul lagu'],
    name: ['nama', 'nama album'],
    artist: ['artis', 'penyanyi', 'grup', 'kumpulan'],
    by: ['dinyanyikan oleh', 'dibawakan oleh', 'nyanyian'],
  },
  tagalogCebuano: {
    title: ['pamagat', 'titulo', 'pamagat ng album', 'kanta', 'awit'],
    name: ['pangalan'],
    artist: ['mang-aawit', 'mag-aawit', 'banda', 'grupo'],
    by: ['inawit ni', 'kinanta ni', 'awit ni', 'na inawit ni'],
  },
  swahili: {
    title: ['kichwa', 'jina la albamu', 'wimbo', 'jina la wimbo'],
    album: ['albamu'],
    name: ['jina'],
    artist: ['msanii', 'wasanii', 'mwimbaji', 'waimbaji', 'bendi', 'kikundi'],
    by: ['imeimbwa na', 'wimbo wa'],
  },
  zuluXhosa: {
    title: ['isihloko'],
    album: ['i-albhamu'],
    name: ['igama'],
    artist: ['umculi', 'abaculi', 'iqembu', 'iqela', 'umhlabeleli'],
  },
  yoruba: {
    title: ['àkọlé', 'orúkọ àwo', 'orin'],
    name: ['orúkọ'],
    artist: ['olórin', 'akọrin', 'ẹgbẹ́'],
    after: ['kọ', 'ló kọ'],
  },
  igbo: { title: ['isiokwu', 'aha album'], name: ['aha'], artist: ['onye egwu', 'ọkà egwu', 'onye na-abụ abụ'] },
  hausa: {
    title: ['sunan kundi'],
    name: ['suna'],
    artist: ['mawaƙi', 'mawaƙiya', 'mawaki'],
    by: ['rera', 'na'],
  },
  somali: {
    title: ['cinwaan', 'cinwaanka'],
    name: ['magaca'],
    artist: ['fanaan', 'fannaan', 'fanaanka', 'koox'],
    by: ['waxaa qaaday'],
  },
  malagasy: { title: ['lohateny'], name: ['anarana'], artist: ['mpanakanto', 'mpihira', 'tarika'], by: ['hiran’i'] },
  haitianCreole: { title: ['tit'], artist: ['atis', 'gwoup', 'chantè', 'chanteuz'], by: ['chante pa'] },
  welsh: {
    title: ['teitl', "enw'r albwm", 'enw’r albwm', 'teitl yr albwm', 'cân'],
    name: ['enw'],
    artist: ['artist', 'grŵp', 'canwr', 'cantores', 'cerddor', 'perfformiwr'],
    by: ['gan', 'canu gan', "wedi'i chanu gan", 'wedi’i chanu gan'],
  },
  irish: {
    title: ['teideal', 'ainm an albaim', 'amhrán'],
    album: ['albam'],
    name: ['ainm'],
    artist: ['ealaíontóir', 'banna', 'amhránaí', 'ceoltóir', 'ceoltóirí'],
    by: ['le', 'á chanadh ag'],
  },
  scottishGaelic: {
    title: ['tiotal'],
    album: ['clàr'],
    name: ['ainm'],
    artist: ['neach-ealain', 'còmhlan', 'seinneadair'],
    by: ['le'],
  },
  breton: {
    title: ['titl'],
    album: ['pladenn'],
    name: ['anv'],
    artist: ['arzour', 'strollad', 'kaner', 'kanerez'],
    by: ['gant', 'kanet gant'],
  },
  esperanto: {
    title: ['titolo', 'kanto'],
    album: ['albumo', 'disko'],
    name: ['nomo'],
    artist: ['artisto', 'grupo', 'kantisto'],
    by: ['kantata de', 'ludata de'],
  },
  quechua: { name: ['sutin', 'suti', 'sutinqa'], artist: ['takiq', 'takiqkuna', 'takiqkunaq', 'takiqmasikuna'] },
  aymara: { name: ['suti'], artist: ['jaylliri', 'jayllirinaka'] },
  guarani: { name: ['téra'], artist: ['purahéiva', 'purahéihára', 'purahéiha'] },
  nahuatl: { name: ['tōcāitl', 'tocaitl', 'itōcā'], artist: ['cuīcani', 'cuicani', 'cuīcanih'] },
  hawaiian: {
    title: ['poʻo inoa', "po'o inoa", 'mele'],
    name: ['inoa', 'ka inoa'],
    artist: ['mea mele', 'mea hoʻokani'],
    by: ['hoʻokani ʻia e', "ho'okani 'ia e", 'mele ʻia e', "mele 'ia e", 'na'],
  },
  maori: {
    title: ['taitara', 'waiata'],
    name: ['ingoa'],
    artist: ['kaiwaiata', 'rōpū', 'pēne'],
    by: ['nā', 'waiatatia e'],
  },
  samoanTongan: {
    title: ['ulutala', 'pese'],
    name: ['igoa', 'hingoa'],
    artist: ['tagata pese', 'kaihiva', 'tokotaha hiva', 'tagata usu'],
    by: ['usu e', 'pese e', 'hiva ʻe', 'usuina e', 'na usuina e'],
  },
  inuktitut: { title: ['ᐃᖏᕈᓯᖅ', 'ᐊᑎᖓ'], artist: ['ᐃᖏᖅᑎ', 'ᐃᖏᕐᕋᖅᑎ'] },
  chechenIngush: { name: ['цӏе'], artist: ['илланча', 'эшаранча'] },
  wolof: { name: ['tur'], artist: ['woykat', 'fecckat'] },
  northernSami: { name: ['namma'], title: ['lávlla'], artist: ['lávlu', 'lávlot', 'juoigi'] },
  romansh: { title: ['titel'], name: ['num'], artist: ['chantadura', 'chantadur', 'artist', 'gruppa'] },
  westFrisian: {
    title: ['titel'],
    name: ['namme'],
    artist: ['sjonger', 'sjongeres', 'groep'],
    by: ['songen troch', 'spile troch'],
  },
  fijian: { name: ['yaca'], artist: ['dauvucu'], by: ['lagata ko'] },
};

/**
 * Every label word and what it labels. A word that is one kind in one language and another elsewhere keeps the
 * stronger reading: title over name over artist ("heiti" is a title in Icelandic and Faroese alike).
 */
export const CREDIT_LABELS: ReadonlyMap<string, CreditLabel> = (() => {
  const rank: Readonly<Record<CreditLabel, number>> = { title: 3, album: 2, name: 1, artist: 0 };
  const labels = new Map<string, CreditLabel>();
  for (const words of Object.values(BY_LANGUAGE))
    for (const [kind, list] of Object.entries(words) as [keyof Words, readonly string[]][])
      for (const word of list) {
        // (A word after a name labels nothing; "le", "na", "gan" before a colon are too often a language's small word.)
        if (kind === 'after' || (kind === 'by' && /^\p{Script=Latin}{1,3}$/u.test(word))) continue;
        const label = kind === 'by' ? 'artist' : kind;
        const key = word.toLowerCase();
        const had = labels.get(key);
        if (!had || rank[label] > rank[had]) labels.set(key, label);
      }
  return labels;
})();

/**
 * The words that credit whoever follows them, with or without a colon, after a title. Those only a few letters long
 * are ordinary small words elsewhere ("le", "na", "gan"), so `lettering.ts` takes them after a title alone.
 */
export const CREDITED_BY: readonly string[] = [
  ...new Set(Object.values(BY_LANGUAGE).flatMap((words) => (words.by ?? []).map((w) => w.toLowerCase()))),
];

/** The words that credit the name just before them, where a language puts its verb last. */
export const CREDITED_AFTER_NAME: readonly string[] = [
  ...new Set(Object.values(BY_LANGUAGE).flatMap((words) => words.after ?? [])),
];
