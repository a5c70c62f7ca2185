import { useEffect, useState } from 'react';
import { HOME_ROUTE } from './navigation';

function currentRoute(): string {
  const route = location.hash.replace(/^#/, '');
  return route.startsWith('/') ? route : HOME_ROUTE;
}

/** The screen named by the URL's hash (`#/invoices/b2b`), following the back button. */
export function useHashRoute(): string {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const follow = () => setRoute(currentRoute());
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return route;
}
