import type {ReactNode} from 'react';
import {excerptParts} from './engine';

/**
 * An excerpt with the query's words highlighted, rendered as text (never as HTML); empty
 * until its page's text has arrived.
 */
export default function Excerpt({excerpt, className}: {excerpt: string | undefined; className?: string}): ReactNode {
  return <span className={className}>{excerpt && excerptParts(excerpt).map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</span>;
}
