import { Newspaper } from 'lucide-react';
import { ARTICLES } from '../../../shared/content/blog.ts';
import { ArticleCard, FeaturedArticleCard } from '../../features/content/article-card.tsx';
import { NewsletterBox } from '../../features/content/newsletter-box.tsx';
import { ContentPage, PageHero } from '../../features/content/page-hero.tsx';
import { useNewsletterConfirmation } from '../../features/content/use-newsletter-confirmation.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Blog (/blog, docs/spec.md §2): the featured article, five more, and the newsletter sign-up. */
export default function BlogPage() {
  usePageTitle('Blog');
  useNewsletterConfirmation();
  const featured = ARTICLES.find((a) => a.featured) ?? ARTICLES[0]!;
  const others = ARTICLES.filter((a) => a !== featured);
  return (
    <ContentPage>
      <PageHero
        eyebrow="Blog"
        icon={Newspaper}
        title="Guides for artists who care about the cover"
        lead="Distributor rules, typography, colour, prompts and print: practical advice for getting your artwork release-ready."
      />

      <div className="mt-14 md:mt-16">
        <FeaturedArticleCard article={featured} />
      </div>

      <section aria-labelledby="latest-articles" className="mt-16 md:mt-20">
        <h2 id="latest-articles" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
          Latest articles
        </h2>
        <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-6 lg:gap-8">
          {others.map((article, i) => (
            <ArticleCard key={article.slug} article={article} wide={i < 2} />
          ))}
        </div>
      </section>

      <div className="mt-16 md:mt-20">
        <NewsletterBox />
      </div>
    </ContentPage>
  );
}
