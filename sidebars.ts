import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * Two sidebars. `framework` comes first and starts with framework/core/arch, which makes
 * that page the version's main doc (where the version dropdown lands). The component
 * overview (framework/component/index) is deliberately in no sidebar.
 */
const sidebars = {
  framework: [
    {
      type: 'category',
      label: 'Core',
      collapsed: false,
      items: ['framework/core/arch', 'framework/core/ioc', 'framework/core/di'],
    },
    {
      type: 'category',
      label: 'Get started',
      collapsed: false,
      items: [
        {type: 'doc', id: 'framework', label: 'Overview'},
        'framework/quickstart',
        'framework/cli',
      ],
    },
    {
      type: 'category',
      label: 'API',
      link: {type: 'doc', id: 'framework/api/index'},
      items: [
        'framework/api/http',
        'framework/api/cors',
        'framework/api/grpc',
        'framework/api/jsonrpc',
        'framework/api/exception',
        'framework/api/response',
        'framework/api/musk',
        'framework/api/validator',
        'framework/api/rest-client',
      ],
    },
    {
      type: 'category',
      label: 'Configuration',
      link: {
        type: 'generated-index',
        slug: '/framework/config/',
        title: 'Configuration',
        description:
          'How an mcube service is configured: the application and its servers, API documentation, health checks, logging, metrics and tracing.',
      },
      items: [
        'framework/config/server',
        'framework/config/api_doc',
        'framework/config/health_check',
        'framework/config/log',
        'framework/config/metric',
        'framework/config/trace',
      ],
    },
    {
      type: 'category',
      label: 'Components',
      items: [
        'framework/component/mysql',
        'framework/component/vault',
        'framework/component/mongo',
        'framework/component/redis',
        'framework/component/kafka',
        'framework/component/nats',
        'framework/component/rabbitmq',
        'framework/component/bus',
        'framework/component/cache',
        'framework/component/lock',
        'framework/component/cron',
        'framework/component/ip2region',
      ],
    },
    {
      type: 'category',
      label: 'Reference',
      items: ['framework/reference/config', 'framework/reference/upgrade', 'framework/reference/config-changes'],
    },
  ],
  tutorialSidebar: ['intro'],
} satisfies SidebarsConfig;

export default sidebars;
