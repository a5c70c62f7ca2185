// Mounts a page with the theme and the alerts around it.
import '@aws-amplify/ui-react/styles.css';
import './bahi.css';
import { ThemeProvider } from '@aws-amplify/ui-react';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AlertsProvider } from './alerts';
import { bahiTheme } from './theme';

export function mountPage(page: ReactNode): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <ThemeProvider theme={bahiTheme}>
        <AlertsProvider>{page}</AlertsProvider>
      </ThemeProvider>
    </StrictMode>,
  );
}
