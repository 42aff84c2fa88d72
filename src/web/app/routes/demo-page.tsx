import { DemoView } from '../../features/generate/demo-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function DemoPage() {
  usePageTitle('Demo');
  return <DemoView />;
}
