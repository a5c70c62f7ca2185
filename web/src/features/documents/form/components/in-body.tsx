import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { THEME_NAME } from '../../../../app/page-root';

/**
 * Renders a modal at the end of <body>: its own <form> must not sit inside the document's form.
 * Out there it is outside the page root's theme element too, so it takes one of its own (without
 * it the modal's buttons were Amplify's teal instead of Bahi's red).
 */
export function InBody({ children }: { children: ReactNode }) {
  return createPortal(<div data-amplify-theme={THEME_NAME}>{children}</div>, document.body);
}
