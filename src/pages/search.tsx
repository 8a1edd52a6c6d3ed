import {useEffect, useRef, useState, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Excerpt from '@site/src/search/Excerpt';
import ResultLink from '@site/src/search/ResultLink';
import {useExcerpts, usePrepareSearch, useSiteSearch} from '@site/src/search/useSiteSearch';
import {boxText, normalizeQuery} from '@site/src/search/query';
import type {SearchHit} from '@site/src/search/engine';
import {noResultsText, queryCutText, respelledText, searchFailedText, searchLabel, searchingText, showMoreText, resultCountText} from '@site/src/search/texts';
import styles from '@site/src/search/search.module.css';

/** Pages listed at a time; a listed page's text (its excerpts) is fetched once it is on screen. */
const pageSize = 10;

/**
 * The search page, `/search/?q=…`: the query lives in the URL (shareable, kept by the
 * language switcher), and the matching pages are listed with their matching sections.
 */
export default function SearchPage(): ReactNode {
  const {search, pathname} = useLocation();
  const history = useHistory();
  // Read from the URL after hydration: the pre-rendered page has no query. Cut as the box cuts
  // it: a linked query of 50,000 combining accents, written whole into the heading, froze the page.
  const [fromUrl, setFromUrl] = useState<{text: string; cut: boolean} | undefined>();
  const query = fromUrl?.text ?? '';
  const setQuery = (value: string) => setFromUrl(boxText(value));
  const prepare = usePrepareSearch();
  // How many pages of this query the reader asked to see; a new query starts at one page.
  const [asked, setAsked] = useState({query: '', count: pageSize});
  const pagesShown = asked.query === query ? asked.count : pageSize;
  const state = useSiteSearch(query, pagesShown);

  useEffect(() => {
    if (fromUrl === undefined) setQuery(new URLSearchParams(search).get('q') ?? '');
  }, [fromUrl, search]);

  // The URL follows the box (replace, not push: typing is not navigation), with only what is
  // searched: a pasted page of text would make a URL that servers refuse (414) on reload.
  useEffect(() => {
    if (fromUrl === undefined) return;
    const params = new URLSearchParams(search);
    const searched = normalizeQuery(query);
    if ((params.get('q') ?? '') === searched) return;
    if (searched) params.set('q', searched);
    else params.delete('q');
    const next = params.toString();
    history.replace({pathname, search: next ? `?${next}` : ''});
  }, [fromUrl, query, search, pathname, history]);

  const title = query.trim()
    ? translate({id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"', description: 'The search page title for non-empty query'}, {query: query.trim()})
    : translate({id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation', description: 'The search page title for empty query'});
  const answer = state.status === 'done' || state.status === 'searching' ? state.answer : undefined;

  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          type="search"
          className={styles.pageInput}
          aria-label={searchLabel()}
          placeholder={searchLabel()}
          value={query}
          autoComplete="off"
          spellCheck={false}
          onFocus={prepare}
          onChange={(event) => setQuery(event.target.value)}
        />
        {fromUrl?.cut && <p>{queryCutText()}</p>}
        <div aria-busy={state.status === 'searching'}>
        <p role="status">
          {state.status === 'searching' && !answer && searchingText()}
          {state.status === 'failed' && searchFailedText()}
          {state.status === 'done' && (state.answer.total === 0 ? noResultsText(state.answer.query) : resultCountText(state.answer.total))}
        </p>
        {answer && answer.respelled.length > 0 && <p>{respelledText(answer.respelled)}</p>}
        {answer && answer.hits.length > 0 && (
          <ol className={styles.list}>
            {answer.hits.map((hit) => (
              <PageResult key={hit.url} hit={hit} />
            ))}
          </ol>
        )}
        {answer && answer.total > answer.hits.length && (
          <button type="button" className="button button--secondary" disabled={state.status === 'searching'} onClick={() => setAsked({query, count: pagesShown + pageSize})}>
            {showMoreText()}
          </button>
        )}
        </div>
      </main>
    </Layout>
  );
}

/** One page found: its title and best sections at once, their excerpts once the page's text is here. */
function PageResult({hit}: {hit: SearchHit}): ReactNode {
  const row = useRef<HTMLLIElement>(null);
  const excerpts = useExcerpts(hit, row);
  return (
    <li ref={row} className={styles.pageResult}>
      <h2>
        <ResultLink href={hit.url}>{hit.title}</ResultLink>
      </h2>
      <Excerpt excerpt={excerpts?.page} />
      {hit.sections.length > 0 && (
        <ul className={styles.pageSections}>
          {hit.sections.map((section) => (
            <li key={section.url}>
              <ResultLink href={section.url}>{section.title}</ResultLink>
              {excerpts?.sections[section.id] && ' — '}
              <Excerpt excerpt={excerpts?.sections[section.id]} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
