import { MoodboardView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The Moodboard Creator (/tools/moodboard): boards of covers, styles, colours and notes. */
export default function MoodboardPage() {
  usePageTitle('Moodboard Creator');
  return <MoodboardView />;
}
