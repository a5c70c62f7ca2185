// The HSN/SAC search as the user types: one request per pause in typing, and only the answer to
// the latest query is shown (an earlier, slower answer never overwrites a newer one).
import { CODE_SEARCH_MAX_QUERY, type CodeSearchHit, type CodeSearchType } from '@bahi/shared';
import { useEffect, useState } from 'react';
import { searchCodes } from '../api/items-api';

export const SEARCH_DEBOUNCE_MS = 300;

export interface CodeSearchState {
  hits: CodeSearchHit[] | null;
  loading: boolean;
  error: string | null;
}

export function useCodeSearch(query: string, type: CodeSearchType): CodeSearchState {
  const [state, setState] = useState<CodeSearchState>({ hits: null, loading: false, error: null });
  const wanted = query.trim().slice(0, CODE_SEARCH_MAX_QUERY);

  useEffect(() => {
    if (wanted === '') {
      setState({ hits: null, loading: false, error: null });
      return;
    }
    let current = true;
    setState((before) => ({ ...before, loading: true }));
    const timer = setTimeout(() => {
      searchCodes(wanted, type).then(
        (hits) => current && setState({ hits, loading: false, error: null }),
        (failure: unknown) => current && setState({ hits: null, loading: false, error: failure instanceof Error ? failure.message : String(failure) }),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, type]);

  return state;
}
