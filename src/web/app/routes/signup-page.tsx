import { SignupView } from '../../features/auth/signup-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function SignupPage() {
  usePageTitle('Sign Up');
  return <SignupView />;
}
