import {useId} from 'react';
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';

import styles from './styles.module.css';

type Namespace = {
  name: string;
  accessor: string;
  priority: number;
  holds: readonly string[];
};

// A function, so that the labels are translated for the locale being rendered.
const namespaces = (): readonly Namespace[] => [
  {
    name: 'configs',
    accessor: 'ioc.Config()',
    priority: 99,
    holds: ['app · trace · log', 'http · grpc', 'gin_webframework', 'datasource · redis', translate({id: 'diagram.ioc.otherComponents', message: 'other components'})],
  },
  {
    name: 'default',
    accessor: 'ioc.Default()',
    priority: 9,
    holds: ['cron', translate({id: 'diagram.ioc.utility1', message: 'your own utility'}), translate({id: 'diagram.ioc.utility2', message: 'objects'})],
  },
  {
    name: 'controllers',
    accessor: 'ioc.Controller()',
    priority: 0,
    holds: [translate({id: 'diagram.ioc.business1', message: 'your business logic'}), translate({id: 'diagram.ioc.business2', message: '(impl packages)'}), translate({id: 'diagram.ioc.business3', message: 'gRPC service'}), translate({id: 'diagram.ioc.business4', message: 'implementations'})],
  },
  {
    name: 'apis',
    accessor: 'ioc.Api()',
    priority: -99,
    holds: [translate({id: 'diagram.ioc.handlers', message: 'your HTTP handlers'}), 'health · metric', 'apidoc · jsonrpc'],
  },
];

const BOX_WIDTH = 165;
const BOX_GAP = 20;
const BOX_TOP = 132;
const BOX_HEIGHT = 196;

export default function IocNamespacesDiagram(): ReactNode {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const titleId = `ioc-ns-title-${uid}`;
  const descId = `ioc-ns-desc-${uid}`;
  const arrowId = `ioc-ns-arrow-${uid}`;
  const arrow = `url(#${arrowId})`;

  return (
    <figure className={styles.figure}>
      <svg
        className={styles.svg}
        viewBox="0 0 760 410"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        xmlns="http://www.w3.org/2000/svg">
        <title id={titleId}>
          {translate({id: 'diagram.ioc.title', message: 'The four IoC namespaces in start order'})}
        </title>
        <desc id={descId}>
          {translate({id: 'diagram.ioc.description', message: 'Before any object is initialised, the container loads config files, then environment variables, calls OnPostConfig and fills the autowire fields of every object in every namespace. It then initialises the namespaces in priority order: configs (ioc.Config, priority 99) with app, trace, log, http, grpc, gin_webframework, datasource, redis and the other components; default (ioc.Default, priority 9) with cron and your own utility objects; controllers (ioc.Controller, priority 0) with your business logic and gRPC service implementations; and apis (ioc.Api, priority -99) with your HTTP handlers and the health, metric, apidoc and jsonrpc objects. Inside a namespace, objects with a higher priority start first, and each runs OnPreInit, Init and OnPostInit. On shutdown the order is reversed: apis, controllers, default, configs, each running OnPreStop, Close and OnPostStop.'})}
        </desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX={9}
            refY={5}
            markerWidth={6}
            markerHeight={6}
            orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className={styles.arrowHeadPrimary} />
          </marker>
        </defs>

        <rect x={20} y={14} width={720} height={56} rx={8} className={styles.banner} />
        <text x={380} y={38} className={clsx(styles.strong, styles.center)}>
          {translate({id: 'diagram.ioc.first', message: 'First, for every object: files → env vars → OnPostConfig() → autowire'})}
        </text>
        <text x={380} y={59} className={clsx(styles.small, styles.center)}>
          {translate({id: 'diagram.ioc.allConfigured', message: 'all namespaces are configured and wired before the first Init() runs'})}
        </text>

        <text x={20} y={100} className={styles.strong}>
          {translate({id: 'diagram.ioc.start', message: 'Start: OnPreInit() → Init() → OnPostInit(), higher priority first'})}
        </text>
        <path d="M20,116 H734" className={styles.flow} markerEnd={arrow} />

        {namespaces().map((ns, index) => {
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
                className={styles.namespace}
              />
              <text x={cx} y={BOX_TOP + 28} className={clsx(styles.title, styles.center)}>
                {ns.name}
              </text>
              <text x={cx} y={BOX_TOP + 50} className={clsx(styles.code, styles.center)}>
                {ns.accessor}
              </text>
              <text x={cx} y={BOX_TOP + 70} className={clsx(styles.small, styles.center)}>
                {translate({id: 'diagram.ioc.priority', message: 'priority {priority}'}, {priority: ns.priority})}
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

        <path d="M740,346 H26" className={styles.flow} markerEnd={arrow} />
        <text x={20} y={374} className={styles.strong}>
          {translate({id: 'diagram.ioc.shutdown', message: 'Shutdown: OnPreStop() → Close() → OnPostStop(), in reverse order'})}
        </text>
        <text x={20} y={396} className={styles.small}>
          {translate({id: 'diagram.ioc.shutdownOrder', message: 'apis → controllers → default → configs; inside a namespace, lowest priority first'})}
        </text>
      </svg>
      <figcaption className={styles.caption}>
        <Translate id="diagram.ioc.caption" values={{init: <code>Init()</code>}}>
          {'The four built-in namespaces in start order. Every object is configured and autowired before the first {init}; shutdown walks the namespaces backwards.'}
        </Translate>
      </figcaption>
    </figure>
  );
}
