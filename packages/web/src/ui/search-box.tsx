import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Button, InputGroup, useHotkeys } from '@blueprintjs/core';
import { Cross, Search } from '@blueprintjs/icons';
import { SEARCH_MAX_LENGTH, normalizeSearch, type MessageId } from '@scr/domain';
import { useText } from '../i18n/use-text.ts';
import { SEARCH_KEY } from '../shell/hotkeys/shortcuts.ts';
import './search-box.css';

/** How long typing must pause before a search goes out. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box above a table: it shows what is typed at once and hands the normalized text on
 * after SEARCH_DEBOUNCE_MS without typing (or at once on Enter or clear), so a search goes out per
 * pause, not per key. `value` is the search in force (the URL's): when it changes elsewhere (back,
 * forward, a link), the box follows. The '/' key (outside a field) puts the cursor in it.
 */
export const SearchBox = (props: {
  readonly id: string;
  readonly value: string;
  readonly placeholder: MessageId;
  readonly onSearch: (search: string) => void;
}) => {
  const text = useText();
  const { value, onSearch } = props;
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const label = text('shortcuts.search');
  const hotkeys = useMemo(
    () => [
      {
        combo: SEARCH_KEY,
        global: true,
        label,
        preventDefault: true,
        onKeyDown: () => input.current?.focus(),
      },
    ],
    [label],
  );
  useHotkeys(hotkeys);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);
  const send = (typed: string) => {
    const search = normalizeSearch(typed);
    if (search === sent.current) return;
    sent.current = search;
    onSearch(search);
  };
  // Sends with the latest props, yet the pause restarts on every keystroke only.
  const sendAfterPause = useEffectEvent((typed: string) => send(typed));
  useEffect(() => {
    const timer = setTimeout(() => sendAfterPause(draft), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft]);
  return (
    <InputGroup
      id={props.id}
      inputRef={input}
      type="search"
      className="scr-search-box"
      leftIcon={<Search />}
      aria-label={text('paging.search.label')}
      placeholder={text(props.placeholder)}
      maxLength={SEARCH_MAX_LENGTH}
      value={draft}
      onValueChange={setDraft}
      onKeyDown={(e) => {
        if (e.key === 'Enter') send(draft);
      }}
      rightElement={
        draft === '' ? undefined : (
          <Button
            variant="minimal"
            icon={<Cross />}
            aria-label={text('paging.search.clear')}
            title={text('paging.search.clear')}
            onClick={() => {
              setDraft('');
              send('');
            }}
          />
        )
      }
    />
  );
};
