import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import { HomeView } from '../../features/home/home-view.tsx';

export default function HomePage() {
  // The same title as the document the server sends (index.html).
  useEffect(() => {
    document.title = `${PRODUCT_NAME} · Album cover art from your idea`;
  }, []);
  return <HomeView />;
}
