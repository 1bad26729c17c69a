import { languageOfTag } from '../shared/language';
import { SERVER_STATE_ID } from '../shared/server-render';
import { loadCatalogue } from './lib/load-catalogue';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root: HTMLElement = container;
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent ?? undefined;
// The server chose the language (cookie, account, Accept-Language) and wrote it on <html>.
const language = languageOfTag(document.documentElement.lang);

/**
 * A server-rendered page is readable as it arrives; React and the page's code only run once
 * its images have loaded and it has painted, so they never delay what the visitor sees
 * (docs/decisions/0003). A page without server HTML starts the app at once.
 */
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

function afterFirstPaint(): Promise<unknown> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // Three frames after the load event, the page with its images has reached the screen.
  const painted = loaded.then(nextFrame).then(nextFrame).then(nextFrame);
  // A tab in the background gets no frames.
  const hidden = loaded.then(() => new Promise((resolve) => setTimeout(resolve, 1000)));
  return Promise.race([painted, hidden]);
}

/** A new task: the browser may handle input and paint before the next script runs. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  // Only this language's catalogue, fetched while the page paints.
  const catalogue = loadCatalogue(language);
  if (serverState) {
    await afterFirstPaint();
    // The router, then React DOM with the app: two shorter tasks instead of one long one.
    // Import the app's router module, never `import('react-router')` itself: a dynamic import of
    // the package keeps its whole namespace, server runtime included (about 30 kB gzip).
    await import('./app/router');
    await nextTask();
    // i18next in a task of its own too, rather than inside the app's long first evaluation.
    await import('./lib/i18n');
    await nextTask();
  }
  const { startApp } = await import('./app/start');
  await startApp(root, serverState, language, await catalogue);
}

void start();
// Only in a build: the development server has no service worker to register.
if (import.meta.env.PROD) registerServiceWorker();
