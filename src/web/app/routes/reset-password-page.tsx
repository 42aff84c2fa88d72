import { ResetPasswordView } from '../../features/auth/reset-password-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function ResetPasswordPage() {
  usePageTitle('Reset Password');
  return <ResetPasswordView />;
}
