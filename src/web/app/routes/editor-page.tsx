import { useParams } from 'react-router';
import { EditorView } from '../../features/editor/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The cover editor (/editor/:id) for one of my covers. */
export default function EditorPage() {
  const { id = '' } = useParams();
  usePageTitle('Edit cover');
  // A page per cover: another cover's editor starts from its own state.
  return <EditorView key={id} coverId={id} />;
}
