// The HSN/SAC code search modal (spec part 2 §2, §7): type a code or words of a description, the
// server's best matches list as you type, and picking one fills the item's code.
import { Button, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { CODE_SEARCH_MAX_QUERY, type CodeSearchHit, type CodeSearchType } from '@bahi/shared';
import { useState } from 'react';
import { useCodeSearch } from '../hooks/use-code-search';
import { Modal } from '../../../app/modal';

const KIND_NAMES: Record<CodeSearchType, string> = { hsn: 'HSN', sac: 'SAC' };

export interface CodeSearchModalProps {
  type: CodeSearchType;
  initialQuery: string;
  onPick(hit: CodeSearchHit): void;
  onClose(): void;
}

export function CodeSearchModal({ type, initialQuery, onPick, onClose }: CodeSearchModalProps) {
  const [query, setQuery] = useState(initialQuery);
  const { hits, loading, error } = useCodeSearch(query, type);
  const kind = KIND_NAMES[type];

  return (
    <Modal title={`Search ${kind} codes`} onClose={onClose}>
      <Flex direction="column" gap="0.75rem">
        <TextField
          label={`${kind} code or description`}
          placeholder={type === 'hsn' ? 'e.g. 1006 or basmati rice' : 'e.g. 9983 or legal services'}
          value={query}
          maxLength={CODE_SEARCH_MAX_QUERY}
          autoComplete="off"
          autoFocus
          onChange={(event) => setQuery(event.target.value)}
        />
        {loading && <Loader variation="linear" />}
        {error && <Text color="font.error">{error}</Text>}
        {hits && hits.length === 0 && <Text color="font.tertiary">No {kind} code matches “{query.trim()}”.</Text>}
        {hits && hits.length > 0 && (
          <ul className="bahi-code-hits" aria-label={`${kind} codes found`}>
            {hits.map((hit) => (
              <li key={hit.code}>
                <span className="bahi-code-hit-code">{hit.code}</span>
                <span className="bahi-code-hit-text">{hit.description}</span>
                <Button size="small" onClick={() => onPick(hit)} aria-label={`Pick ${hit.code}`}>
                  Pick
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Flex>
    </Modal>
  );
}
