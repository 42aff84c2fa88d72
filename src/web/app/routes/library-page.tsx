import { LibraryView } from '../../features/library/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Your library (/library): every cover you made; a guest's are this browser's. */
export default function LibraryPage() {
  usePageTitle('Your covers');
  return <LibraryView />;
}
