import type {ReactNode} from 'react';
import clsx from 'clsx';
import text from '@locale/architecture-diagram';

import DiagramFrame, {diagramStyles as styles} from '../DiagramFrame';

type BoxVariant = 'panel' | 'box' | 'boxHighlight' | 'boxDashed';

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
  return (
    <DiagramFrame name="arch" height={640} title={text.title} description={text.description} caption={text.caption}>
      {({arrow, arrowPrimary}) => (
        <>
          {/* Stage 1: one binary */}
          <text x={20} y={26} className={styles.heading}>
            {text.stage1}
          </text>
          <rect x={20} y={40} width={720} height={232} rx={10} className={styles.frame} />
          <text x={36} y={64} className={styles.frameLabel}>
            {text.shopProcess}
          </text>

          <Box x={40} y={76} width={200} height={40} variant="panel" title="HTTP :8080" />
          <Box x={280} y={76} width={200} height={40} variant="panel" title="gRPC :18080" />
          <Box x={520} y={76} width={200} height={40} variant="panel" title="JSON-RPC :9090" />

          <path d="M140,116 V146" className={styles.connector} markerEnd={arrow} />
          <path d="M380,116 V146" className={styles.connector} markerEnd={arrow} />
          <path d="M620,116 V146" className={styles.connector} markerEnd={arrow} />

          <Box
            x={40}
            y={150}
            width={200}
            height={76}
            variant="box"
            title={text.moduleA}
            lines={['api · impl · interface']}
          />
          <Box
            x={280}
            y={150}
            width={200}
            height={76}
            variant="boxHighlight"
            title={text.moduleB}
            lines={['api · impl · interface']}
          />
          <Box
            x={520}
            y={150}
            width={200}
            height={76}
            variant="box"
            title={text.moduleC}
            lines={['api · impl · interface']}
          />

          <path d="M240,188 H276" className={styles.flow} markerEnd={arrowPrimary} />
          <text x={380} y={256} className={clsx(styles.label, styles.center)}>
            {text.inProcessCall}
          </text>

          {/* The split */}
          <path d="M380,280 V322" className={styles.flow} markerEnd={arrowPrimary} />
          <text x={396} y={307} className={styles.label}>
            {text.split}
          </text>

          {/* Stage 2: two services */}
          <text x={20} y={354} className={styles.heading}>
            {text.stage2}
          </text>
          <rect x={20} y={366} width={440} height={240} rx={10} className={styles.frame} />
          <text x={36} y={390} className={styles.frameLabel}>
            {text.shopModules}
          </text>
          <rect x={540} y={366} width={200} height={240} rx={10} className={styles.frame} />
          <text x={556} y={390} className={styles.frameLabel}>
            {text.bService}
          </text>

          <Box x={40} y={402} width={400} height={40} variant="panel" title="HTTP :8080" />
          <path d="M98,442 V470" className={styles.connector} markerEnd={arrow} />
          <path d="M240,442 V470" className={styles.connector} markerEnd={arrow} />

          <Box
            x={40}
            y={474}
            width={116}
            height={84}
            variant="box"
            title={text.moduleA}
            lines={['api · impl']}
          />
          <Box
            x={182}
            y={474}
            width={116}
            height={84}
            variant="box"
            title={text.moduleC}
            lines={['api · impl']}
          />
          <Box
            x={324}
            y={474}
            width={116}
            height={84}
            variant="boxDashed"
            title={text.bClient}
            lines={[text.implements, 'B.Service']}
          />

          <path d="M98,558 V580 H382 V562" className={styles.flow} markerEnd={arrowPrimary} />
          <text x={240} y={599} className={clsx(styles.small, styles.center)}>
            {text.stillCalls}
          </text>

          <Box x={556} y={402} width={168} height={40} variant="panel" title="JSON-RPC :9090" />
          <path d="M640,442 V470" className={styles.connector} markerEnd={arrow} />
          <Box
            x={556}
            y={474}
            width={168}
            height={84}
            variant="boxHighlight"
            title={text.moduleB}
            lines={[text.sameImpl, text.rpcAdapter]}
          />

          <path d="M440,516 H500 V422 H552" className={styles.flow} markerEnd={arrowPrimary} />
          <text x={466} y={508} className={styles.small}>
            RPC
          </text>

          <text x={380} y={630} className={clsx(styles.label, styles.center)}>
            {text.clientSends}
          </text>
        </>
      )}
    </DiagramFrame>
  );
}
