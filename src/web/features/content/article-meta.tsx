import type { Article } from '../../../shared/content/blog.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** 'June 2, 2025' from '2025-06-02'. */
export const formatArticleDate = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

/** Author, date and reading time of an article. */
export function ArticleMeta({ article, className = '' }: { article: Article; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted ${className}`.trim()}>
      <span className="font-medium text-paper/90">{article.author}</span>
      <span aria-hidden>·</span>
      <time dateTime={article.date}>{formatArticleDate(article.date)}</time>
      <span aria-hidden>·</span>
      <span>{article.readMinutes} min read</span>
    </p>
  );
}
