import { useSession } from '../../lib/use-session';
import { HomeGreeting } from './home-greeting';

export default function HomePage() {
  const session = useSession();
  if (session.status !== 'valid') return null;
  return <HomeGreeting user={session.user} />;
}
