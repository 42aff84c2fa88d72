import { PromptStudioView } from '../../features/prompt-studio/prompt-studio-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function PromptStudioPage() {
  usePageTitle('Prompt Studio');
  return <PromptStudioView />;
}
