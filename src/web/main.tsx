import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, routerReady } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

void routerReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
