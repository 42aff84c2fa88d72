import { GeneratorView } from '../../features/generate/generator-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function GeneratePage() {
  usePageTitle('Generate');
  return <GeneratorView />;
}
