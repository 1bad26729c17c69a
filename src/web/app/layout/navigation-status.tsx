import { useNavigation } from 'react-router';
import { Spinner } from '../../components/spinner';

/** A small "Loading…" pill while the router loads the next page's code. */
export function NavigationStatus() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center">
      <Spinner className="rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-slate-200" />
    </div>
  );
}
