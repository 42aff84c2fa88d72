import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="container-page grid min-h-[70dvh] place-items-center py-20 text-center">
      <div className="flex flex-col items-center gap-6">
        <p
          aria-hidden
          className="font-display text-[7rem] leading-none font-bold text-transparent [-webkit-text-stroke:2px_var(--color-ember)] sm:text-[10rem]"
        >
          404
        </p>
        <h1 className="font-display text-3xl font-bold sm:text-4xl">Oops! Page not found</h1>
        <p className="max-w-md text-muted">
          This track isn’t on the record. The page may have moved, or the link is mistyped.
        </p>
        <ButtonLink to="/" size="lg">
          <ArrowLeft className="size-4" aria-hidden />
          Return to Home
        </ButtonLink>
      </div>
    </section>
  );
}
