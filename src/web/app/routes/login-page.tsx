import { LoginView } from '../../features/auth/login-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export default function LoginPage() {
  usePageTitle('Login');
  return <LoginView />;
}
