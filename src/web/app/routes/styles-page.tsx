import { Layers, Palette, SlidersHorizontal, Sparkles } from 'lucide-react';
import { STYLES } from '../../../shared/content/styles.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ContentPage, PageHero } from '../../features/content/page-hero.tsx';
import { StyleCard } from '../../features/content/style-card.tsx';
import { CustomStylesSections } from '../../features/styles/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

const FEATURES = [
  {
    icon: Palette,
    title: 'Tuned to the genre',
    text: 'Each preset carries the palette, composition and finish its genre is known for, so your cover fits the shelf it belongs on.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Yours to edit',
    text: 'Use This Style puts the prompt in the generator. Add your title in quotes, swap a colour or change the subject before you generate.',
  },
  {
    icon: Layers,
    title: 'Built for a series',
    text: 'Keep one style across your singles and album and every release looks like part of the same campaign.',
  },
] as const;

/**
 * Styles (/styles, docs/spec.md §2): six presets with Copy Prompt and Use This Style, Try Now and three blurbs; then
 * the visitor's own styles and those people shared (custom style templates).
 */
export default function StylesPage() {
  usePageTitle('Styles');
  return (
    <ContentPage>
      <PageHero
        eyebrow="Styles"
        icon={Palette}
        title="A style for every sound"
        lead="Start from a proven look. Copy a style’s prompt or send it straight to the generator, then make it your own."
      >
        <ButtonLink to="/generate" size="lg">
          <Sparkles className="size-4" aria-hidden />
          Try Now
        </ButtonLink>
      </PageHero>

      <div className="mt-14 grid gap-6 sm:grid-cols-2 md:mt-16 lg:grid-cols-3 lg:gap-8">
        {/* Only the first is fetched at once: on a phone it is the largest paint and the only card in view, and the
            others' bytes would share its bandwidth. In view on a wider screen, the rest load as soon as laid out. */}
        {STYLES.map((style, i) => (
          <StyleCard key={style.slug} style={style} eager={i === 0 ? 'first' : false} />
        ))}
      </div>

      <CustomStylesSections />

      <section aria-labelledby="style-features" className="mt-20 md:mt-24">
        <h2 id="style-features" className="text-center font-display text-2xl font-bold tracking-tight sm:text-3xl">
          Why start from a style?
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3 md:gap-6">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col gap-3 rounded-card border border-line bg-ink-raised/70 p-6">
              <span className="grid size-11 place-items-center rounded-2xl bg-ember/15 text-ember">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="font-display text-lg font-bold">{title}</h3>
              <p className="text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>
    </ContentPage>
  );
}
