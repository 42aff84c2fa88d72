import { ApiDocsView } from '../../features/api-docs/api-docs-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function ApiDocsPage() {
  usePageTitle('API docs');
  return <ApiDocsView />;
}
