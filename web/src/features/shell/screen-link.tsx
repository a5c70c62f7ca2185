// A link to another screen of the working page, for a member who may open that screen; the text
// alone for one who may not (a report's line leading to a document kind or the journal the member
// may not see would open a refusal: walk M2).
import { Link } from '@aws-amplify/ui-react';
import type { ReactNode } from 'react';
import { useCurrentOrg } from '../../app/current-org';
import { useOrgPermissions } from '../../app/use-org-permission';
import { admits } from './feature-screen';
import { screenFor } from './screens';

/** `href`: a hash route ('#/journal/…'). */
export function ScreenLink({ href, children }: { href: string; children: ReactNode }) {
  const held = useOrgPermissions(useCurrentOrg()?.id ?? '');
  return held && admits(screenFor(href.replace(/^#/, '')), held) ? <Link href={href}>{children}</Link> : <>{children}</>;
}
