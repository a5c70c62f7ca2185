// The organisation the working page is open on, for what needs it below the screens without
// each screen passing it down: the exports' heading names it.
import type { OrgSummary } from '@bahi/shared';
import { createContext, useContext } from 'react';

export const CurrentOrgContext = createContext<OrgSummary | null>(null);

/** The working page's organisation; null outside it. */
export const useCurrentOrg = () => useContext(CurrentOrgContext);
