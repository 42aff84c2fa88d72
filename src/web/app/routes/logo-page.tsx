import { LogoView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The Artist Logo Generator (/tools/logo): an artist name drawn as a logo in a treatment made for a genre. */
export default function LogoPage() {
  usePageTitle('Artist Logo Generator');
  return <LogoView />;
}
