import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** Renders a modal at the end of <body>: its own <form> must not sit inside the document's form. */
export function InBody({ children }: { children: ReactNode }) {
  return createPortal(children, document.body);
}
