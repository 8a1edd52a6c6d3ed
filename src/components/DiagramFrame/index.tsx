import {useId} from 'react';
import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** The stylesheet every diagram draws with (boxes, lines, arrow heads, text sizes). */
export {styles as diagramStyles};

/** `url(#…)` references to the frame's two arrow-head markers, for `markerEnd`. */
export type DiagramArrows = {arrow: string; arrowPrimary: string};

type Props = {
  /** Prefix of the SVG's element ids, unique per kind of diagram. */
  name: string;
  /** Height of the 760-unit-wide drawing. */
  height: number;
  /** Read by screen readers as the image's name, and what a pointer's tooltip shows. */
  title: string;
  /** The whole diagram in words, read by screen readers after the title. */
  description: string;
  caption: ReactNode;
  children: (arrows: DiagramArrows) => ReactNode;
};

/**
 * A diagram as an accessible figure: an SVG image named by its title and described in words,
 * the arrow-head markers its lines end in, and a caption under it. Every colour comes from an
 * Infima variable, so the drawing follows dark mode without rules of its own.
 */
export default function DiagramFrame({name, height, title, description, caption, children}: Props): ReactNode {
  // Ids stay unique when a page shows a diagram twice; useId's colons are not valid in url(#…).
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const id = (part: string) => `${name}-${part}-${uid}`;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox={`0 0 760 ${height}`}
        role="img"
        aria-labelledby={id('title')}
        aria-describedby={id('desc')}
        xmlns="http://www.w3.org/2000/svg">
        <title id={id('title')}>{title}</title>
        <desc id={id('desc')}>{description}</desc>
        <defs>
          <marker id={id('arrow')} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={7} markerHeight={7} orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
          <marker id={id('arrow-primary')} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={6} markerHeight={6} orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHeadPrimary} />
          </marker>
        </defs>
        {children({arrow: `url(#${id('arrow')})`, arrowPrimary: `url(#${id('arrow-primary')})`})}
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}
