import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FAVOURITE_LOGIN_MESSAGE } from '../../shared/favourite-rules';
import { errorMessage } from '../lib/api-client';
import { useFavouriteIds, useToggleFavourite } from '../lib/favourites';
import { rememberRedirect } from '../lib/redirect-after-login';
import { Icon } from './icon';

/** How long a visitor reads the login message before the login page opens. */
const LOGIN_REDIRECT_MS = 1500;

type Favourites = ReturnType<typeof useFavouriteIds>;
interface HeartProps {
  carId: number;
  carName: string;
}

const FavouritesContext = createContext<Favourites | null>(null);

/**
 * One session and favourites lookup for a whole grid of cards instead of one per card (each
 * lookup is a polling query observer; 24 of them made hydrating the car list slow).
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const favourites = useFavouriteIds();
  return <FavouritesContext.Provider value={favourites}>{children}</FavouritesContext.Provider>;
}

/** The heart on a car card: toggles a favourite for a customer, sends a visitor to login. */
export function FavouriteButton(props: HeartProps) {
  const shared = useContext(FavouritesContext);
  return shared ? <Heart {...props} {...shared} /> : <HeartWithOwnLookup {...props} />;
}

function HeartWithOwnLookup(props: HeartProps) {
  return <Heart {...props} {...useFavouriteIds()} />;
}

function Heart({ carId, carName, ids, loggedIn }: HeartProps & Favourites) {
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
