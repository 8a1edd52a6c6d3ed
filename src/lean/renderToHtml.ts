/**
 * Renders a page of the static build to HTML, in place of Docusaurus's own renderToHtml
 * (src/plugins/leanBundles.ts). React 18's Node stream splits long non-ASCII text into
 * chunks with NUL characters between the bytes of a character (react#31134): the Chinese
 * pages came out with NULs that only the HTML minifier removed, printing a
 * `Character { value: '�', raw: Some(Atom("\0")) }` line for each page. React's web stream
 * has no such bug; Docusaurus's next versions render through it the same way.
 */
import type {ReactNode} from 'react';
// The web-stream build of React's server renderer (its types are those of react-dom/server).
import {renderToReadableStream} from 'react-dom/server.browser';

export async function renderToHtml(app: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(app);
  await stream.allReady;
  return new Response(stream).text();
}
