import { ForgotPasswordView } from '../../features/auth/forgot-password-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return <ForgotPasswordView />;
}
