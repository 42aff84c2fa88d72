import { EnhancerView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The AI Image Enhancer (/tools/enhancer): a cover or an upload enlarged 2× or 4× by a neural upscaler. */
export default function EnhancerPage() {
  usePageTitle('AI Image Enhancer');
  return <EnhancerView />;
}
