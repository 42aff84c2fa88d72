import type { SampleArt } from './sample-art.ts';

/** One section of an article: an optional heading and its paragraphs. */
export interface ArticleSection {
  heading?: string;
  paragraphs: readonly string[];
}

/** A blog article on /blog and /blog/:slug (docs/spec.md §3 Blog article). */
export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readMinutes: number;
  featured: boolean;
  art: SampleArt;
  body: readonly ArticleSection[];
}

export const ARTICLES: readonly Article[] = [
  {
    slug: 'streaming-cover-art-requirements',
    title: 'Cover Art That Passes Every Distributor: The 3000 × 3000 Checklist',
    excerpt:
      'Square, 3000 × 3000 pixels, sRGB, no URLs, text that matches your metadata. Here is everything stores check before your release goes live — and how to get it right the first time.',
    author: 'Maya Okafor',
    date: '2025-06-02',
    readMinutes: 6,
    featured: true,
    art: {
      key: 'blog-streaming-cover-art-requirements',
      prompt: 'a vinyl record spinning, soul and funk, orange and brown, "Release Day"',
      seed: 9101,
      look: 'photon',
    },
    body: [
      {
        paragraphs: [
          'Few things are as frustrating as finishing a record, uploading it to your distributor and getting an email two days later saying the artwork was rejected. Most rejections come from a short list of avoidable problems. Stores such as Spotify, Apple Music, Amazon Music and Deezer receive your cover through a distributor, and every distributor checks it against the same core rules before the release is delivered.',
        ],
      },
      {
        heading: 'Size and shape',
        paragraphs: [
          'Your cover must be a perfect square. The safe standard is 3000 × 3000 pixels: Apple Music asks for at least that, and most distributors recommend it even when they accept less. Export at exactly 3000 × 3000 rather than upscaling a small image — stretching a 1000-pixel picture to 3000 pixels makes it soft, and blurry or pixelated artwork is one of the most common reasons for rejection. Leave the dots-per-inch setting alone; screens ignore it, only the pixel count matters.',
        ],
      },
      {
        heading: 'File format and colour',
        paragraphs: [
          'Deliver a high-quality JPEG or a PNG in the RGB colour mode, ideally with the sRGB profile embedded. CMYK files, which designers prepare for print, are frequently refused or shown with dull, shifted colours, because phones and browsers expect sRGB. Keep the file under your distributor’s size limit (usually somewhere between 10 and 30 MB) and avoid transparency: a transparent PNG may be shown on a black or white background you did not choose.',
        ],
      },
      {
        heading: 'What must not be on the cover',
        paragraphs: [
          'Stores want the cover to represent the music, not to advertise. Leave out web addresses, social media handles, email addresses, QR codes, prices and words such as “new”, “exclusive” or “available now”. Do not use the logos of streaming services or labels you have no right to use, and do not place a “Parental Advisory” label unless your release is actually marked explicit.',
          'If text appears, it has to match your metadata. The artist name and release title on the cover should be spelled exactly as you entered them in the distributor form; a cover that says “feat.” someone who is not credited, or shows a different title, is a classic reason for a hold.',
        ],
      },
      {
        heading: 'Rights and originality',
        paragraphs: [
          'You need the rights to everything on the cover. Photos found online, film stills, famous characters and other artists’ logos will get the release taken down even if they slip through at upload. Artwork generated with Soundsleeve is drawn fresh for your idea, so you are not reusing someone else’s photograph — but still avoid naming trademarks or real people in your prompt.',
        ],
      },
      {
        heading: 'A final check before you upload',
        paragraphs: [
          'Look at the cover at the size of a fingernail, because that is how most listeners first see it in playlists and search results. Is the title still readable, or does it turn into noise? Is the main shape clear? Then confirm the checklist: square, 3000 × 3000 pixels, sRGB JPEG or PNG, no links or promotions, text that matches the metadata, and rights to every element. Tick those six boxes and your artwork will sail through review.',
        ],
      },
    ],
  },
  {
    slug: 'choosing-typography-for-album-covers',
    title: 'Choosing Typography for Your Album Cover',
    excerpt:
      'Type sets the tone before anyone presses play. How to pick typefaces that suit your genre, stay legible at thumbnail size and stay out of legal trouble.',
    author: 'Jonas Brandt',
    date: '2025-05-19',
    readMinutes: 5,
    featured: false,
    art: {
      key: 'blog-choosing-typography-for-album-covers',
      prompt: 'minimal swiss poster, bold typography, black and yellow, "TYPE SPECIMEN"',
      seed: 9202,
      look: 'sonic',
    },
    body: [
      {
        paragraphs: [
          'Listeners judge a cover in a fraction of a second, and the lettering does a surprising amount of that work. A heavy, jagged blackletter says metal before anyone reads a word; a thin, widely spaced sans-serif says ambient or techno. Choosing type is less about finding a pretty font and more about sending the right signal — and making sure it survives being shrunk to a tiny square.',
        ],
      },
      {
        heading: 'Design for the thumbnail first',
        paragraphs: [
          'Most people meet your release as a small tile in a playlist, a search result or a phone notification. At that size, hairline strokes disappear, tight letter spacing clots together and long titles become a grey smudge. Before committing, scale your cover down to around 60 pixels wide and look at it from arm’s length. If the title is not readable, make it bigger, bolder or shorter — or decide that the image, not the words, will carry the cover and let the name sit smaller as a signature.',
        ],
      },
      {
        heading: 'Match the genre, then bend it',
        paragraphs: [
          'Genres have visual habits. Electronic and techno often use geometric or grotesque sans-serifs with generous tracking. Hip-hop leans on bold condensed faces, chrome and gold effects, or handwriting. Jazz and classical covers favour elegant serifs and classic layouts. Folk and singer-songwriter records feel at home with hand-drawn or typewriter lettering, while punk thrives on cut-out letters and photocopied grit.',
          'Using the conventions helps the right audience recognise you. Breaking one of them on purpose — a delicate serif on a noise record, say — can make you memorable, as long as it is a decision rather than an accident.',
        ],
      },
      {
        heading: 'Keep the hierarchy simple',
        paragraphs: [
          'Decide which matters more: the artist name or the title. Give that one size and weight, and let the other be clearly secondary. Two typefaces are usually the limit; often one family in two weights is enough. Align text to a deliberate place — a corner, the centre line or a strong edge of the image — and keep it away from the outer few percent of the square, where rounded corners and interface overlays can clip it.',
        ],
      },
      {
        heading: 'Contrast and licensing',
        paragraphs: [
          'Put light type on dark areas and dark type on light areas, and avoid busy backgrounds behind small text; a subtle shadow or a calm patch of the image helps. Finally, check the licence. Many free fonts are for personal use only, and a commercial release is commercial use. Families published under open licences such as the SIL Open Font License are safe choices — every typeface Soundsleeve uses to set a quoted title on your cover is openly licensed for commercial releases.',
        ],
      },
    ],
  },
  {
    slug: 'colour-and-genre',
    title: 'Colour and Genre: What Your Palette Tells Listeners',
    excerpt:
      'Neon magenta, washed-out pastels, red on black: colour is the fastest signal on a cover. How to choose a palette that fits your sound and stands out in a grid.',
    author: 'Priya Raman',
    date: '2025-04-28',
    readMinutes: 5,
    featured: false,
    art: {
      key: 'blog-colour-and-genre',
      prompt: 'psychedelic aura gradient, vivid rainbow colors, flowing shapes',
      seed: 9303,
      look: 'sonic',
    },
    body: [
      {
        paragraphs: [
          'Before a listener reads a title or notices a subject, they register colour. It is the first thing the eye sorts by, which makes your palette one of the most powerful tools you have to say what your music feels like — and one of the easiest to get wrong.',
        ],
      },
      {
        heading: 'Genre habits worth knowing',
        paragraphs: [
          'Over decades, genres have built up colour associations. Synthwave and retrowave live in magenta, cyan and deep violet, echoing neon signs and 80s sunsets. Lo-fi favours muted pastels and warm lamplight. Techno and industrial music use black, white and a single aggressive accent such as red. Folk and country reach for earth tones — ochre, olive, rust and cream. Reggae is instantly recognisable in green, yellow and red, while classical and jazz releases often choose restrained palettes of navy, ivory, gold or a single rich colour.',
          'These habits are shortcuts. Using them tells fans of the genre that your record is for them; ignoring them entirely can confuse the very people you want to reach.',
        ],
      },
      {
        heading: 'Fewer colours, stronger covers',
        paragraphs: [
          'The covers people remember rarely use more than three or four colours. Pick one dominant colour that fills most of the square, one supporting colour, and one accent for the focal point or the title. A limited palette reads clearly at thumbnail size and makes it easier to build a consistent look across singles and albums.',
        ],
      },
      {
        heading: 'Stand out in the grid',
        paragraphs: [
          'Your cover will sit next to dozens of others in playlists and new-release pages. Look at the current releases in your genre: if every cover is dark blue, a bright coral cover will jump out while still feeling at home if the mood is right. Contrast in value — light against dark — matters even more than hue; a cover that is all mid-tones looks flat when small.',
        ],
      },
      {
        heading: 'Mood, not just genre',
        paragraphs: [
          'Think about the feeling of the record as well as its category. A melancholy pop album can borrow the cool blues of ambient music; a joyful folk record can be brighter than the genre usually allows. Warm colours feel close and energetic, cool colours feel distant and calm, desaturated colours feel nostalgic or serious.',
          'In Soundsleeve, you can name colours directly in your prompt — “teal and lavender”, “gold and black” — and the refiner will build the palette from them. If you leave colour out, it chooses one that fits the genre and mood you describe. The Styles page collects palettes that work well as starting points.',
        ],
      },
    ],
  },
  {
    slug: 'writing-prompts-for-album-art',
    title: 'How to Write Prompts That Make Better Covers',
    excerpt:
      'Subject, mood, colour, setting and the words you want on the sleeve: a practical formula for prompts that turn into strong album artwork.',
    author: 'Maya Okafor',
    date: '2025-04-07',
    readMinutes: 6,
    featured: false,
    art: {
      key: 'blog-writing-prompts-for-album-art',
      prompt: 'a glowing crystal floating in a dark void, ambient electronic, violet and ice blue',
      seed: 9404,
      look: 'photon',
    },
    body: [
      {
        paragraphs: [
          'A prompt is a brief, the same kind you would give a human designer. Vague briefs produce generic results; specific ones produce covers that feel like your music. The good news is that you do not need special vocabulary — just a clear idea of what should be on the cover and how it should feel.',
        ],
      },
      {
        heading: 'A simple formula',
        paragraphs: [
          'Most strong prompts answer five questions. What is the main subject — a moon, a car, a figure, a flower? Where is it — a desert road, a neon city, a frozen forest? What is the mood — melancholy, euphoric, menacing, calm? Which colours — “rust and cream”, “electric blue and violet”? And what genre is the music? The genre helps pick a style, typefaces and finishing that fit.',
          'Put together, that becomes something like: “a lone figure on a desert highway at dusk, lonely and cinematic, orange and turquoise, 70s rock”. That is short, but every word does a job.',
        ],
      },
      {
        heading: 'Getting your title on the cover',
        paragraphs: [
          'If you want text on the artwork, put it in quotation marks and say who it is by: “Night Drive” by Neon Hearts. Soundsleeve sets quoted titles and artist names as real typography rather than trying to paint letters, so they come out crisp and spelled correctly. Keep titles short — one to four words — for the best layout, and make sure they match the metadata you give your distributor.',
        ],
      },
      {
        heading: 'One idea per cover',
        paragraphs: [
          'It is tempting to describe everything the album is about. Resist it. A cover with a planet, a guitar, a skull, a palm tree and a city skyline will feel cluttered and say nothing. Choose the one image that sums up the record and let the rest of the prompt describe how it should look. If you have several strong ideas, they might be better as a series of single covers.',
        ],
      },
      {
        heading: 'Iterate with intent',
        paragraphs: [
          'Change one thing at a time. If the composition is right but the colours are off, keep the prompt and swap only the colour words. Try the same prompt in both looks: Sonic Vision is graphic and print-like, Photon Studio is photographic and light-driven, and the same idea can feel completely different in each. Every generation draws four versions, each from its own seed, to pick from, and Reroll draws four more of the same prompt from a new seed, so you can explore several takes on the same brief.',
          'Finally, save the prompts that work; the refined prompt and seed shown under each cover tell you exactly what produced it. The Templates and Styles pages are full of prompts you can copy and adapt — a good starting point when you are staring at an empty box.',
        ],
      },
    ],
  },
  {
    slug: 'designing-singles-and-album-series',
    title: 'Singles vs Albums: Designing a Release Series That Belongs Together',
    excerpt:
      'Releasing three singles before the album? Give them a visual system so every cover feels new while the whole campaign is unmistakably yours.',
    author: 'Jonas Brandt',
    date: '2025-03-17',
    readMinutes: 5,
    featured: false,
    art: {
      key: 'blog-designing-singles-and-album-series',
      prompt: 'swiss geometric shapes in a grid, mint coral and navy, modern indie pop series',
      seed: 9505,
      look: 'sonic',
    },
    body: [
      {
        paragraphs: [
          'Independent artists now release music in waves: a lead single, a second and third single, maybe a remix, and finally the album or EP. Each release needs a cover, and each cover is a chance to remind listeners who you are. Designed one at a time, those covers often look like they belong to different artists. Designed as a series, they build recognition with every drop.',
        ],
      },
      {
        heading: 'Start with the album',
        paragraphs: [
          'Even if it comes out last, decide on the album cover first — or at least its direction. The album is the anchor of the campaign; the singles are chapters of it. Once you know its palette, typography and main visual idea, you can derive the singles from it rather than trying to retrofit an album look onto three unrelated covers.',
        ],
      },
      {
        heading: 'Choose what stays and what changes',
        paragraphs: [
          'A series works when some elements are fixed and others vary. Common fixed elements are the typeface and its position, the layout, a border or frame, the artist logo and the overall style of the image. Common variable elements are the main colour, the subject and the title. For example, every single might use the same composition — a single object centred on a flat background — with a different object and colour for each song.',
          'Another approach is to keep the subject and change the moment: the same landscape at dawn, at noon and at night across three singles, with the album showing all three together.',
        ],
      },
      {
        heading: 'Make each single work alone',
        paragraphs: [
          'A listener who discovers your second single in a playlist has never seen the first one. Each cover still needs a clear focal point, a readable title and a mood that suits that particular song. Consistency should make the series recognisable, not repetitive; if two covers are hard to tell apart at thumbnail size, listeners may think they have already heard the new release.',
        ],
      },
      {
        heading: 'Building a series with Soundsleeve',
        paragraphs: [
          'Write a base prompt that describes the shared style — for example “minimal geometric shapes, flat colours, modern indie pop” — and add one line per release for what changes: “coral and navy, a sun” for the first single, “mint and navy, a moon” for the second. Keep the same look (Sonic Vision or Photon Studio) for the whole campaign, and put each title in quotation marks so the typography is set consistently. Your recent creations stay on your profile, so the whole series is easy to find again when the album drops.',
        ],
      },
    ],
  },
  {
    slug: 'preparing-artwork-for-vinyl-and-streaming',
    title: 'From Streaming to Vinyl: Preparing Your Artwork for Print',
    excerpt:
      'A cover that looks great on a phone can print muddy on a record sleeve. Resolution, bleed, CMYK and labels explained for your first vinyl, CD or cassette run.',
    author: 'Priya Raman',
    date: '2025-02-24',
    readMinutes: 6,
    featured: false,
    art: {
      key: 'blog-preparing-artwork-for-vinyl-and-streaming',
      prompt: 'vinyl record and cassette tape, retro hi-fi, warm red and cream',
      seed: 9606,
      look: 'sonic',
    },
    body: [
      {
        paragraphs: [
          'Pressing your music on vinyl, CD or cassette is a milestone, and the sleeve is the part fans will hold, frame and photograph. Print is less forgiving than a screen, though. Before you send your digital cover to a pressing plant, a few technical steps will make the difference between a crisp sleeve and a disappointing one.',
        ],
      },
      {
        heading: 'Resolution for print',
        paragraphs: [
          'Printers work at around 300 pixels per inch at the final size. A standard 12-inch record jacket is about 12.375 inches (314 mm) square, so a full-bleed front needs roughly 3,700 pixels on each side, plus bleed. Your 3000 × 3000 streaming file is close but slightly short; Soundsleeve exports are sharp enough to enlarge that small amount, but ask your plant whether they want the file at print size. For CDs (about 120 mm) and cassette J-cards, 3000 pixels is more than enough.',
        ],
      },
      {
        heading: 'Bleed and safe area',
        paragraphs: [
          'Sheets are trimmed after printing, and the cut is never perfectly exact. Extend your background past the trim line by the bleed your printer asks for — commonly 3 mm or 1/8 inch — so no white edge appears. Likewise keep titles, logos and faces inside a safe area a few millimetres in from the trim. Pressing plants provide templates with these lines marked; always design on their template rather than guessing.',
        ],
      },
      {
        heading: 'Colour: RGB to CMYK',
        paragraphs: [
          'Screens mix light (RGB); presses mix ink (CMYK). Some bright colours — neon pinks, electric blues, vivid greens — simply cannot be reproduced with four inks and will print duller. Ask whether your printer wants RGB files and converts them, or CMYK files you prepare yourself. Either way, request a proof when the colours matter, and consider a special spot ink if your whole identity depends on one fluorescent colour.',
        ],
      },
      {
        heading: 'Beyond the front cover',
        paragraphs: [
          'Physical formats need more than one square. A vinyl release usually has a back cover with the track list, credits, label and barcode; possibly an inner sleeve or insert with lyrics; and two centre labels, which are small circles around 100 mm across with a hole in the middle — keep important content away from both the centre hole and the edge. Gatefold jackets and CD digipaks add a spine with your artist name and title, which must fit in a few millimetres.',
          'A practical approach is to treat your streaming cover as the hero image and build the rest from it: crop details for the labels, reuse the palette and typeface for the back, and keep the layout calm so the track list is easy to read.',
        ],
      },
      {
        heading: 'Keep one master',
        paragraphs: [
          'Keep the original high-resolution export of your cover and derive every format from it — never re-save a compressed image again and again. Download the full 3000 × 3000 PNG or JPEG of your Soundsleeve cover, keep it with your release files, and send the same master to your distributor and your pressing plant so the cover looks the same everywhere.',
        ],
      },
    ],
  },
];
