import { GalleryView } from '../../features/gallery/gallery-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function GalleryPage() {
  usePageTitle('Gallery');
  return <GalleryView />;
}
