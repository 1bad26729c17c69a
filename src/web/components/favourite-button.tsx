import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FAVOURITE_LOGIN_MESSAGE } from '../../shared/favourite-rules';
import { errorMessage } from '../lib/api-client';
import { useFavouriteIds, useToggleFavourite } from '../lib/favourites';
import { rememberRedirect } from '../lib/redirect-after-login';
import { Icon } from './icon';

/** How long a visitor reads the login message before the login page opens. */
const LOGIN_REDIRECT_MS = 1500;

/** The heart on a car card: toggles a favourite for a customer, sends a visitor to login. */
export function FavouriteButton({ carId, carName }: { carId: number; carName: string }) {
  const { ids, loggedIn } = useFavouriteIds();
  const toggle = useToggleFavourite();
  const navigate = useNavigate();
  const location = useLocation();
  const [notice, setNotice] = useState<string>();
  const favourite = ids.has(carId);

  useEffect(() => {
    if (notice !== FAVOURITE_LOGIN_MESSAGE) return;
    const timer = setTimeout(() => void navigate('/user/login'), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notice, navigate]);

  const onClick = () => {
    if (!loggedIn) {
      rememberRedirect(location.pathname + location.search);
      setNotice(FAVOURITE_LOGIN_MESSAGE);
      return;
    }
    setNotice(undefined);
    toggle.mutate(
      { carId, favourite: !favourite },
      { onError: (error) => setNotice(errorMessage(error)) },
    );
  };

  return (
    <>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={`Favourite ${carName}`}
        onClick={onClick}
        className="absolute top-3 right-3 grid size-10 place-items-center rounded-full bg-white/95 text-rose-600 shadow-sm hover:bg-white"
      >
        <Icon name="heart" className={`size-5 ${favourite ? 'fill-current' : ''}`} />
      </button>
      {notice && (
        <p
          role="alert"
          className="absolute inset-x-3 bottom-3 rounded-xl bg-slate-900/90 px-3 py-2 text-xs font-medium text-white"
        >
          {notice}
        </p>
      )}
    </>
  );
}
