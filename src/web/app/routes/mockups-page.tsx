import { MockupsView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The Album Mockup Builder (/tools/mockups): your cover as a record, a CD, a cassette, a phone and a poster. */
export default function MockupsPage() {
  usePageTitle('Album Mockup Builder');
  return <MockupsView />;
}
