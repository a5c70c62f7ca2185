// Mounts a page with the theme and the alerts around it.
import '@aws-amplify/ui-react/styles.css';
import './bahi.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AlertsProvider } from './alerts';

/** The theme's name: bahi.css sets its colours under `[data-amplify-theme='bahi']`. */
export const THEME_NAME = 'bahi';

export function mountPage(page: ReactNode): void {
  // Bahi's colours are CSS variables in bahi.css, under this element. Amplify's ThemeProvider
  // would build its whole theme in the browser on every page load (createTheme: some 1,600
  // variables written into a 127 KB <style>), about 100 ms of script on a busy machine, for the
  // same fifteen-odd colours.
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <div data-amplify-theme={THEME_NAME}>
        <AlertsProvider>{page}</AlertsProvider>
      </div>
    </StrictMode>,
  );
}
