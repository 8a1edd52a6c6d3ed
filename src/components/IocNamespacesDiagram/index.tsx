import type {ReactNode} from 'react';
import clsx from 'clsx';
import Interpolate, {interpolate} from '@docusaurus/Interpolate';
import text from '@locale/ioc-diagram';

import DiagramFrame, {diagramStyles as styles} from '../DiagramFrame';

type Namespace = {
  name: string;
  accessor: string;
  priority: number;
  holds: readonly string[];
};

const NAMESPACES: readonly Namespace[] = [
  {
    name: 'configs',
    accessor: 'ioc.Config()',
    priority: 99,
    holds: ['app · trace · log', 'http · grpc', 'gin_webframework', 'datasource · redis', text.holds.otherComponents],
  },
  {
    name: 'default',
    accessor: 'ioc.Default()',
    priority: 9,
    holds: ['cron', ...text.holds.utility],
  },
  {
    name: 'controllers',
    accessor: 'ioc.Controller()',
    priority: 0,
    holds: text.holds.business,
  },
  {
    name: 'apis',
    accessor: 'ioc.Api()',
    priority: -99,
    holds: [text.holds.handlers, 'health · metric', 'apidoc · jsonrpc'],
  },
];

const BOX_WIDTH = 165;
const BOX_GAP = 20;
const BOX_TOP = 132;
const BOX_HEIGHT = 196;

export default function IocNamespacesDiagram(): ReactNode {
  return (
    <DiagramFrame
      name="ioc-ns"
      height={410}
      title={text.title}
      description={text.description}
      caption={<Interpolate values={{init: <code>Init()</code>}}>{text.caption}</Interpolate>}>
      {({arrowPrimary}) => (
        <>
          <rect x={20} y={14} width={720} height={56} rx={8} className={styles.panel} />
          <text x={380} y={38} className={clsx(styles.strong, styles.center)}>
            {text.first}
          </text>
          <text x={380} y={59} className={clsx(styles.small, styles.center)}>
            {text.allConfigured}
          </text>

          <text x={20} y={100} className={styles.strong}>
            {text.start}
          </text>
          <path d="M20,116 H734" className={styles.flow} markerEnd={arrowPrimary} />

          {NAMESPACES.map((ns, index) => {
            const x = 20 + index * (BOX_WIDTH + BOX_GAP);
            const cx = x + BOX_WIDTH / 2;
            return (
              <g key={ns.name}>
                <rect
                  x={x}
                  y={BOX_TOP}
                  width={BOX_WIDTH}
                  height={BOX_HEIGHT}
                  rx={8}
                  className={styles.box}
                />
                <text x={cx} y={BOX_TOP + 28} className={clsx(styles.heading, styles.center)}>
                  {ns.name}
                </text>
                <text x={cx} y={BOX_TOP + 50} className={clsx(styles.code, styles.center)}>
                  {ns.accessor}
                </text>
                <text x={cx} y={BOX_TOP + 70} className={clsx(styles.small, styles.center)}>
                  {interpolate(text.priority, {priority: ns.priority})}
                </text>
                <line
                  x1={x + 12}
                  y1={BOX_TOP + 82}
                  x2={x + BOX_WIDTH - 12}
                  y2={BOX_TOP + 82}
                  className={styles.divider}
                />
                {ns.holds.map((item, line) => (
                  <text
                    key={item}
                    x={cx}
                    y={BOX_TOP + 104 + line * 20}
                    className={clsx(styles.item, styles.center)}>
                    {item}
                  </text>
                ))}
              </g>
            );
          })}

          <path d="M740,346 H26" className={styles.flow} markerEnd={arrowPrimary} />
          <text x={20} y={374} className={styles.strong}>
            {text.shutdown}
          </text>
          <text x={20} y={396} className={styles.small}>
            {text.shutdownOrder}
          </text>
        </>
      )}
    </DiagramFrame>
  );
}
