import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Article } from '../../../shared/content/blog.ts';
import { ArticleMeta } from './article-meta.tsx';
import { SampleImage } from './sample-image.tsx';

const articlePath = (article: Article) => `/blog/${article.slug}`;

function ReadMore({ article }: { article: Article }) {
  return (
    <Link
      to={articlePath(article)}
      className="inline-flex items-center gap-1.5 self-start rounded-full text-sm font-semibold text-ember transition-colors hover:text-ember-strong"
    >
      Read More
      <span className="sr-only">{` about ${article.title}`}</span>
      <ArrowRight className="size-4" aria-hidden />
    </Link>
  );
}

/** The featured article: large image beside the title, excerpt and byline. */
export function FeaturedArticleCard({ article }: { article: Article }) {
  const titleId = `article-${article.slug}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-card border border-line bg-ink-raised/70 md:grid-cols-2"
    >
      <Link to={articlePath(article)} tabIndex={-1} aria-hidden className="block aspect-square overflow-hidden">
        <SampleImage
          art={article.art}
          alt=""
          sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 92vw"
          eager
          className="size-full transition-transform duration-500 hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <span className="self-start rounded-full border border-ember/40 bg-ember/10 px-3 py-1 text-xs font-semibold tracking-wide text-ember uppercase">
          Featured
        </span>
        <h2 id={titleId} className="font-display text-3xl leading-tight font-bold tracking-tight text-balance">
          <Link to={articlePath(article)} className="hover:text-ember-strong">
            {article.title}
          </Link>
        </h2>
        <p className="leading-relaxed text-muted">{article.excerpt}</p>
        <ArticleMeta article={article} />
        <ReadMore article={article} />
      </div>
    </article>
  );
}

/** An article in the grid: image, title, excerpt, byline and Read More. */
export function ArticleCard({
  article,
  headingLevel = 'h3',
  wide = false,
}: {
  article: Article;
  headingLevel?: 'h2' | 'h3';
  /** On large screens: image beside the text, for a card spanning half the row. */
  wide?: boolean;
}) {
  const titleId = `article-${article.slug}`;
  const Heading = headingLevel;
  return (
    <article
      aria-labelledby={titleId}
      className={`group flex flex-col overflow-hidden rounded-card border border-line bg-ink-raised/70 transition-colors hover:border-line-strong ${
        wide ? 'lg:col-span-3 lg:flex-row' : 'lg:col-span-2'
      }`}
    >
      <Link
        to={articlePath(article)}
        tabIndex={-1}
        aria-hidden
        className={`block aspect-square shrink-0 overflow-hidden ${wide ? 'lg:w-[46%] lg:self-start' : ''}`}
      >
        <SampleImage
          art={article.art}
          alt=""
          sizes={
            wide
              ? '(min-width: 1280px) 280px, (min-width: 1024px) 22vw, (min-width: 640px) 46vw, 92vw'
              : '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 92vw'
          }
          className="size-full transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={titleId} className="font-display text-xl leading-snug font-bold tracking-tight">
          <Link to={articlePath(article)} className="hover:text-ember-strong">
            {article.title}
          </Link>
        </Heading>
        <p className="text-sm leading-relaxed text-muted">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-auto pt-1" />
        <ReadMore article={article} />
      </div>
    </article>
  );
}
