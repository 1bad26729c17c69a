import { useMessage } from '../lib/use-message';
import { useTranslation } from 'react-i18next';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FAVOURITE_LOGIN_MESSAGE } from '../../shared/favourite-rules';
import { errorMessage } from '../lib/api-client';
import { useFavouriteIds, useToggleFavourite } from '../lib/favourites';
import { rememberRedirect } from '../lib/redirect-after-login';
import { Icon } from './icon';

/** How long a visitor reads the login message before the login page opens. */
const LOGIN_REDIRECT_MS = 1500;

/** What every heart of a grid shares: the favourites, the session, and the one toggle. */
interface Favourites extends ReturnType<typeof useFavouriteIds> {
  toggle: ReturnType<typeof useToggleFavourite>;
}
interface HeartProps {
  carId: number;
  carName: string;
}

const FavouritesContext = createContext<Favourites | null>(null);

function useFavourites(): Favourites {
  return { ...useFavouriteIds(), toggle: useToggleFavourite() };
}

/**
 * One session and favourites lookup, and one toggle, for a whole grid of cards instead of one
 * per card (each is a query or mutation observer; 24 of them made hydrating the car list slow).
 */
export function FavouritesScope({ children }: { children: ReactNode }) {
  const favourites = useFavourites();
  return <FavouritesContext.Provider value={favourites}>{children}</FavouritesContext.Provider>;
}

/** The heart on a car card: toggles a favourite for a customer, sends a visitor to login. */
export function FavouriteButton(props: HeartProps) {
  const shared = useContext(FavouritesContext);
  return shared ? <Heart {...props} {...shared} /> : <HeartWithOwnLookup {...props} />;
}

function HeartWithOwnLookup(props: HeartProps) {
  return <Heart {...props} {...useFavourites()} />;
}

function Heart({ carId, carName, ids, loggedIn, toggle }: HeartProps & Favourites) {
  const { t } = useTranslation();
  const translate = useMessage();
  const location = useLocation();
  const [notice, setNotice] = useState<string>();
  const [toLogin, setToLogin] = useState(false);
  const favourite = ids.has(carId);

  useEffect(() => {
    if (notice !== FAVOURITE_LOGIN_MESSAGE) return;
    const timer = setTimeout(() => setToLogin(true), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const onClick = () => {
    if (!loggedIn) {
      rememberRedirect(location.pathname + location.search);
      setNotice(FAVOURITE_LOGIN_MESSAGE);
      return;
    }
    setNotice(undefined);
    // Each call's own promise: a failure is told on its own card, whatever was clicked since.
    toggle({ carId, favourite: !favourite }).catch((error: unknown) =>
      setNotice(errorMessage(error)),
    );
  };

  if (toLogin) return <Navigate to="/user/login" />;
  return (
    <>
      <button
        type="button"
        aria-pressed={favourite}
        aria-label={t('cars.card.favourite', { name: carName })}
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
          {translate(notice)}
        </p>
      )}
    </>
  );
}
