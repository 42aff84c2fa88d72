import { useParams } from 'react-router';
import { SharedBoardView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A moodboard's read-only link (/moodboard/:token). */
export default function MoodboardSharedPage() {
  usePageTitle('Moodboard');
  return <SharedBoardView token={useParams().token ?? ''} />;
}
