import {useId} from 'react';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type BoxVariant = 'server' | 'module' | 'moduleHighlight' | 'client';

type BoxProps = {
  x: number;
  y: number;
  width: number;
  height: number;
  variant: BoxVariant;
  title: string;
  lines?: readonly string[];
};

// One labelled box: a bold first line, then smaller lines below it.
function Box({x, y, width, height, variant, title, lines = []}: BoxProps): ReactNode {
  const cx = x + width / 2;
  const lineHeight = 20;
  const blockHeight = 18 + lines.length * lineHeight;
  const firstBaseline = y + (height - blockHeight) / 2 + 15;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={8} className={styles[variant]} />
      <text x={cx} y={firstBaseline} className={clsx(styles.title, styles.center)}>
        {title}
      </text>
      {lines.map((line, index) => (
        <text
          key={line}
          x={cx}
          y={firstBaseline + lineHeight * (index + 1)}
          className={clsx(styles.small, styles.center)}>
          {line}
        </text>
      ))}
    </g>
  );
}

export default function ArchitectureDiagram(): ReactNode {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `arch-title-${uid}`;
  const descId = `arch-desc-${uid}`;
  const arrowId = `arch-arrow-${uid}`;
  const arrowPrimaryId = `arch-arrow-primary-${uid}`;
  const arrow = `url(#${arrowId})`;
  const arrowPrimary = `url(#${arrowPrimaryId})`;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 760 640"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        xmlns="http://www.w3.org/2000/svg">
        <title id={titleId}>
          {translate({id: 'diagram.arch.title', message: 'From a monolith of modules to a split-out service'})}
        </title>
        <desc id={descId}>
          {translate({id: 'diagram.arch.description', message: 'Stage 1: one binary, shop, runs an HTTP server on port 8080, a gRPC server on port 18080 and a JSON-RPC server on port 9090 in front of modules A, B and C. Module A calls module B through B\'s Go interface as an ordinary in-process method call. Stage 2: module B has moved into its own service, which serves it over JSON-RPC on port 9090. The shop binary keeps modules A and C behind its HTTP server; in place of module B it now holds a B client that implements the same Go interface. Module A still calls that interface, and the client forwards each call to the B service as a JSON-RPC request over HTTP.'})}
        </desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={7}
            markerHeight={7}
            orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHead} />
          </marker>
          <marker
            id={arrowPrimaryId}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={6}
            markerHeight={6}
            orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHeadPrimary} />
          </marker>
        </defs>

        {/* Stage 1: one binary */}
        <text x={20} y={26} className={styles.heading}>
          {translate({id: 'diagram.arch.stage1', message: 'Stage 1 · one binary, a monolith of modules'})}
        </text>
        <rect x={20} y={40} width={720} height={232} rx={10} className={styles.frame} />
        <text x={36} y={64} className={styles.frameLabel}>
          {translate({id: 'diagram.arch.shopProcess', message: 'shop (one process)'})}
        </text>

        <Box x={40} y={76} width={200} height={40} variant="server" title="HTTP :8080" />
        <Box x={280} y={76} width={200} height={40} variant="server" title="gRPC :18080" />
        <Box x={520} y={76} width={200} height={40} variant="server" title="JSON-RPC :9090" />

        <path d="M140,116 V146" className={styles.connector} markerEnd={arrow} />
        <path d="M380,116 V146" className={styles.connector} markerEnd={arrow} />
        <path d="M620,116 V146" className={styles.connector} markerEnd={arrow} />

        <Box
          x={40}
          y={150}
          width={200}
          height={76}
          variant="module"
          title={translate({id: 'diagram.arch.moduleA', message: 'Module A'})}
          lines={['api · impl · interface']}
        />
        <Box
          x={280}
          y={150}
          width={200}
          height={76}
          variant="moduleHighlight"
          title={translate({id: 'diagram.arch.moduleB', message: 'Module B'})}
          lines={['api · impl · interface']}
        />
        <Box
          x={520}
          y={150}
          width={200}
          height={76}
          variant="module"
          title={translate({id: 'diagram.arch.moduleC', message: 'Module C'})}
          lines={['api · impl · interface']}
        />

        <path d="M240,188 H276" className={styles.call} markerEnd={arrowPrimary} />
        <text x={380} y={256} className={clsx(styles.label, styles.center)}>
          {translate({id: 'diagram.arch.inProcessCall', message: 'A calls B through B\'s Go interface: an in-process method call'})}
        </text>

        {/* The split */}
        <path d="M380,280 V322" className={styles.call} markerEnd={arrowPrimary} />
        <text x={396} y={307} className={styles.label}>
          {translate({id: 'diagram.arch.split', message: 'later: split module B into its own service'})}
        </text>

        {/* Stage 2: two services */}
        <text x={20} y={354} className={styles.heading}>
          {translate({id: 'diagram.arch.stage2', message: 'Stage 2 · module B runs as its own service'})}
        </text>
        <rect x={20} y={366} width={440} height={240} rx={10} className={styles.frame} />
        <text x={36} y={390} className={styles.frameLabel}>
          {translate({id: 'diagram.arch.shopModules', message: 'shop (modules A and C)'})}
        </text>
        <rect x={540} y={366} width={200} height={240} rx={10} className={styles.frame} />
        <text x={556} y={390} className={styles.frameLabel}>
          {translate({id: 'diagram.arch.bService', message: 'B service'})}
        </text>

        <Box x={40} y={402} width={400} height={40} variant="server" title="HTTP :8080" />
        <path d="M98,442 V470" className={styles.connector} markerEnd={arrow} />
        <path d="M240,442 V470" className={styles.connector} markerEnd={arrow} />

        <Box
          x={40}
          y={474}
          width={116}
          height={84}
          variant="module"
          title={translate({id: 'diagram.arch.moduleA', message: 'Module A'})}
          lines={['api · impl']}
        />
        <Box
          x={182}
          y={474}
          width={116}
          height={84}
          variant="module"
          title={translate({id: 'diagram.arch.moduleC', message: 'Module C'})}
          lines={['api · impl']}
        />
        <Box
          x={324}
          y={474}
          width={116}
          height={84}
          variant="client"
          title={translate({id: 'diagram.arch.bClient', message: 'B client'})}
          lines={[translate({id: 'diagram.arch.implements', message: 'implements'}), 'B.Service']}
        />

        <path d="M98,558 V580 H382 V562" className={styles.call} markerEnd={arrowPrimary} />
        <text x={240} y={599} className={clsx(styles.small, styles.center)}>
          {translate({id: 'diagram.arch.stillCalls', message: 'A still calls B.Service'})}
        </text>

        <Box x={556} y={402} width={168} height={40} variant="server" title="JSON-RPC :9090" />
        <path d="M640,442 V470" className={styles.connector} markerEnd={arrow} />
        <Box
          x={556}
          y={474}
          width={168}
          height={84}
          variant="moduleHighlight"
          title={translate({id: 'diagram.arch.moduleB', message: 'Module B'})}
          lines={[translate({id: 'diagram.arch.sameImpl', message: 'same impl code'}), translate({id: 'diagram.arch.rpcAdapter', message: '+ RPC adapter'})]}
        />

        <path d="M440,516 H500 V422 H552" className={styles.call} markerEnd={arrowPrimary} />
        <text x={466} y={508} className={styles.small}>
          RPC
        </text>

        <text x={380} y={630} className={clsx(styles.label, styles.center)}>
          {translate({id: 'diagram.arch.clientSends', message: 'The B client sends each call to the B service as JSON-RPC over HTTP'})}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        {translate({id: 'diagram.arch.caption', message: 'Progressive microservices: module B starts as a package inside one binary and later runs as its own service. Module A keeps depending on B\'s Go interface; only the object behind that interface changes, from the local implementation to an RPC client.'})}
      </figcaption>
    </figure>
  );
}
