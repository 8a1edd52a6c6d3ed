import {useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import type {SearchPopupProps} from '@site/src/search/SearchPopup';
import styles from '@site/src/search/search.module.css';
import {searchLabel} from '@site/src/search/searchLabel';
import {boxText} from '@site/src/search/query';

type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => void;

let loadedPopup: ComponentType<SearchPopupProps> | undefined;
const loadPopup = () =>
  import('@site/src/search/SearchPopup').then((module) => {
    loadedPopup = module.default;
    return loadedPopup;
  });

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The navbar search box, a combobox. The box itself is in every page from the first paint,
 * so nothing typed is ever lost; its results (src/search/SearchPopup) and the engine load
 * when the reader reaches for it (hover, focus, Ctrl/⌘+K or "/"), never before, and pages
 * that are only read do not carry them.
 */
export default function SearchBar(): ReactNode {
  const [{text: query, cut: queryCut}, setQuery] = useState({text: '', cut: false});
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<SearchPopupProps> | undefined>(() => loadedPopup);
  const input = useRef<HTMLInputElement>(null);
  const keys = useRef<KeyHandler>();
  const keyPressedEarly = useRef<string>();
  const listId = useId();
  const {pathname} = useLocation();

  const prepare = () => {
    if (!loadedPopup) void loadPopup().then((component) => setPopup(() => component));
  };

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const onShortcut = (event: globalThis.KeyboardEvent) => {
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isEditable(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onShortcut);
    return () => document.removeEventListener('keydown', onShortcut);
  }, []);

  const label = searchLabel();
  const expanded = Boolean(Popup) && open && query.trim() !== '';
  return (
    <div
      className={`navbar__search ${styles.box}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}>
      <input
        ref={input}
        type="search"
        className="navbar__search-input"
        placeholder={label}
        aria-label={label}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-keyshortcuts="Control+K Meta+K /"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(boxText(event.target.value));
          setOpen(true);
        }}
        onFocus={() => {
          prepare();
          setOpen(true);
        }}
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onKeyDown={(event) => {
          if (keys.current) keys.current(event);
          // A key pressed before the results have loaded (Enter, Escape) is handed to them once they load.
          else keyPressedEarly.current = event.key;
        }}
      />
      {Popup && (
        <Popup
          input={input.current}
          listId={listId}
          query={query}
          queryCut={queryCut}
          expanded={expanded}
          setOpen={setOpen}
          keyPressedEarly={keyPressedEarly}
          onKeys={(handler) => {
            keys.current = handler;
          }}
        />
      )}
    </div>
  );
}
