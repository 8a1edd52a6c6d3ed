// React 18's web-stream server renderer: the same API as react-dom/server's, which types it.
declare module 'react-dom/server.browser' {
  export {renderToReadableStream} from 'react-dom/server';
}
