import { ArrowLeft, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ARTICLES } from '../../../shared/content/blog.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ArticleCard } from '../../features/content/article-card.tsx';
import { ArticleMeta } from '../../features/content/article-meta.tsx';
import { NewsletterBox } from '../../features/content/newsletter-box.tsx';
import { SampleImage } from '../../features/content/sample-image.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import NotFoundPage from './not-found-page.tsx';

/** One blog article (/blog/:slug); an unknown slug is the 404 page. */
export default function BlogArticlePage() {
  const { slug } = useParams();
  const article = ARTICLES.find((a) => a.slug === slug);
  if (!article) return <NotFoundPage />;
  return <ArticleView key={article.slug} slug={article.slug} />;
}

function ArticleView({ slug }: { slug: string }) {
  const article = ARTICLES.find((a) => a.slug === slug)!;
  usePageTitle(article.title);
  const more = ARTICLES.filter((a) => a.slug !== slug).slice(0, 3);

  return (
    <div className="relative isolate overflow-clip">
      <div aria-hidden className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem]">
        <div className="absolute -top-40 left-[10%] size-[30rem] glow text-ember/10" />
      </div>
      <div className="container-page py-10 sm:py-16">
        <article aria-labelledby="article-title" className="mx-auto max-w-5xl">
          <Link
            to="/blog"
            className="inline-flex items-center gap-1.5 rounded-full text-sm font-semibold text-muted transition-colors hover:text-paper"
          >
            <ArrowLeft className="size-4" aria-hidden />
            All articles
          </Link>
          <header className="mt-8 grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_20rem] lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
            <div className="flex flex-col gap-5">
              <h1
                id="article-title"
                className="font-display text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl"
              >
                {article.title}
              </h1>
              <p className="text-lg leading-relaxed text-pretty text-muted">{article.excerpt}</p>
              <ArticleMeta article={article} />
            </div>
            <SampleImage
              art={article.art}
              alt=""
              sizes="(min-width: 1024px) 384px, (min-width: 768px) 320px, 92vw"
              eager
              className="aspect-square w-full rounded-card border border-line"
            />
          </header>

          <div className="mt-12 max-w-[68ch] border-t border-line pt-10 md:mt-16">
            {article.body.map((section, i) => (
              <section key={section.heading ?? `intro-${i}`} className="mb-10 last:mb-0">
                {section.heading ? (
                  <h2 className="mb-4 font-display text-2xl font-bold tracking-tight">{section.heading}</h2>
                ) : null}
                {section.paragraphs.map((paragraph) => (
                  <p
                    key={paragraph.slice(0, 40)}
                    className="mb-5 text-[1.0625rem] leading-[1.75] text-paper/85 last:mb-0"
                  >
                    {paragraph}
                  </p>
                ))}
              </section>
            ))}
          </div>

          <aside
            aria-labelledby="article-cta"
            className="mt-14 flex max-w-[68ch] flex-col items-start gap-4 rounded-card border border-line bg-ink-raised/70 p-6 sm:flex-row sm:items-center sm:justify-between"
          >
            <p id="article-cta" className="font-display text-lg font-bold">
              Ready to put it into practice?
            </p>
            <ButtonLink to="/generate" className="w-full sm:w-auto">
              <Sparkles className="size-4" aria-hidden />
              Create Your Cover
            </ButtonLink>
          </aside>
        </article>
      </div>

      <div className="container-page pb-16 sm:pb-20">
        <section aria-labelledby="more-articles">
          <h2 id="more-articles" className="font-display text-2xl font-bold tracking-tight sm:text-3xl">
            More from the blog
          </h2>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-6 lg:gap-8">
            {more.map((other) => (
              <ArticleCard key={other.slug} article={other} />
            ))}
          </div>
        </section>
        <div className="mt-16">
          <NewsletterBox />
        </div>
      </div>
    </div>
  );
}
