import { ToneView } from '../../features/tools/index.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The Color Tone Assistant (/tools/color-tone): a cover's palette, harmonies, text contrast and grades. */
export default function ColorTonePage() {
  usePageTitle('Color Tone Assistant');
  return <ToneView />;
}
