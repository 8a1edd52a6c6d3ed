/**
 * What changed in behaviour, not in a key or an exported name, so neither facts/history.json nor
 * facts/api-history.json can see it: found by reading mcube's commits. An item applies to a reader
 * on `since` or later (the first release when not given) and before `release`, which brought it;
 * tests/upgrade/ holds the programs that show the ones marked `shownBy`, with their output on
 * the releases before and after.
 */
export type Group = 'routes' | 'keys' | 'defaults' | 'api' | 'behaviour';
export type BehaviourChange = {group: Group; release: string; since?: string; shownBy?: string; en: string; 'zh-Hans': string};

export const behaviourChanges: BehaviourChange[] = [
  {
    group: 'routes',
    release: 'v2.1.7',
    since: 'v2.1.0',
    shownBy: 'default-version',
    en: 'Default API paths carry `v1` again: `ioc.DEFAULT_VERSION` went back from `"1.0.0"` to `"v1"`, so a handler served at `/api/demo/1.0.0/greeting` is now at `/api/demo/v1/greeting`. Update the clients and proxies that call the `1.0.0` paths.',
    'zh-Hans': '默认 API 路径重新带 `v1`：`ioc.DEFAULT_VERSION` 从 `"1.0.0"` 改回 `"v1"`，原来在 `/api/demo/1.0.0/greeting` 的处理函数现在在 `/api/demo/v1/greeting`。请修改调用 `1.0.0` 路径的客户端和代理。',
  },
  {
    group: 'routes',
    release: 'v2.1.0',
    shownBy: 'one-version',
    en: 'One object per name: two versions of an object no longer live side by side. Registering `greeting` as `v1` and then `v2` keeps both on v2.0.91, panics on v2.1.0 (`has already registered`) and keeps only `v2` on v2.1.10; a lower version after a higher one panics. `AllowOverwrite` is gone. Give each version its own name.',
    'zh-Hans': '同名只保留一个对象：同一对象的两个版本不能再并存。把 `greeting` 先以 `v1`、再以 `v2` 注册，v2.0.91 两个都保留，v2.1.0 会 panic（`has already registered`），v2.1.10 只保留 `v2`；先注册高版本再注册低版本会 panic。`AllowOverwrite` 已删除。请给每个版本起不同的名称。',
  },
  {
    group: 'defaults',
    release: 'v2.0.23',
    shownBy: 'mongo-database',
    en: 'The MongoDB database moves: the default of `[mongo] database` was `"app"`; it became `"admin"` when `[app] name` is empty (v2.0.23) and the app name (the executable\'s name unless `[app] name` is set) in v2.0.31. Set `database = "app"` to keep reading your data.',
    'zh-Hans': 'MongoDB 数据库会变：`[mongo] database` 的默认值原为 `"app"`；v2.0.23 起在 `[app] name` 为空时为 `"admin"`，v2.0.31 起为应用名称（未设置 `[app] name` 时即可执行文件名）。要继续读原来的数据，请设置 `database = "app"`。',
  },
  {
    group: 'defaults',
    release: 'v2.0.31',
    since: 'v2.0.23',
    shownBy: 'mongo-database',
    en: 'The MongoDB database moves: the default of `[mongo] database` was `"admin"` when `[app] name` is empty; it is now the app name (the executable\'s name unless `[app] name` is set). Set `database = "admin"` to keep reading your data.',
    'zh-Hans': 'MongoDB 数据库会变：`[mongo] database` 的默认值在 `[app] name` 为空时原为 `"admin"`，现在为应用名称（未设置 `[app] name` 时即可执行文件名）。要继续读原来的数据，请设置 `database = "admin"`。',
  },
  {
    group: 'defaults',
    release: 'v2.0.69',
    since: 'v2.0.68',
    shownBy: 'bus-group',
    en: 'The bus\'s group moves: the default of `[bus] group` was `"mcube_bus"`; it is now the app name (the executable\'s name unless `[app] name` is set). The group is the Kafka consumer group (a new group starts from the oldest retained message, not where the old one stopped), the NATS queue group, and the RabbitMQ exchange events are published to (services with different app names no longer see each other\'s events). Set `group = "mcube_bus"` to keep it.',
    'zh-Hans': '消息总线的组会变：`[bus] group` 的默认值原为 `"mcube_bus"`，现在为应用名称（未设置 `[app] name` 时即可执行文件名）。这个组就是 Kafka 的消费者组（新消费者组从保留的最早一条消息开始消费，而不是从旧组停下的位置继续）、NATS 的队列组，以及 RabbitMQ 发布事件的交换机（应用名称不同的服务不再收到彼此的事件）。要保持不变，请设置 `group = "mcube_bus"`。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    shownBy: 'queue-groups',
    en: 'Queue subscribers stop sharing work on Kafka and NATS: `QueueSubscribe` joined the group `[bus] group` and now joins `group.node_name.subject`, one group per node name (`[bus] node_name`, the host name by default), so instances on different hosts each receive every event; on Kafka the new consumer groups start from the oldest retained message. On Kafka and NATS, give the instances that must share the work the same `BUS_NODE_NAME`. On RabbitMQ, `QueueSubscribe` still shares the queue `group.subject`; only `TopicSubscribe`\'s per-instance queue is renamed, from v2.0.91\'s `group.subject.node_name` to `group.node_name.subject`.',
    'zh-Hans': 'Kafka 和 NATS 上的队列订阅者不再分摊消息：`QueueSubscribe` 原来加入 `[bus] group` 这个组，现在加入 `group.node_name.subject`，每个节点名称（`[bus] node_name`，默认为主机名）一个组，不同主机上的实例各自收到每条事件；在 Kafka 上，新消费者组从保留的最早一条消息开始消费。在 Kafka 和 NATS 上，需要分摊消息的实例请设置相同的 `BUS_NODE_NAME`。RabbitMQ 上的 `QueueSubscribe` 仍共享队列 `group.subject`；只有 `TopicSubscribe` 的按实例队列改了名，从 v2.0.91 的 `group.subject.node_name` 改为 `group.node_name.subject`。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    shownBy: 'kafka-topic',
    en: '`TopicSubscribe` on Kafka panics: `Init` no longer sets the host name its consumer group was named after, so the reader has neither a group nor a topic and kafka-go panics (`cannot create a new kafka reader with an empty topic`), which ends the process. Use `QueueSubscribe`: with its group per node name, instances on different hosts each receive every event, the broadcast `TopicSubscribe` gave.',
    'zh-Hans': 'Kafka 上的 `TopicSubscribe` 会 panic：`Init` 不再设置用来命名其消费者组的主机名，读取器既没有组也没有 Topic，kafka-go 直接 panic（`cannot create a new kafka reader with an empty topic`），进程随之退出。请改用 `QueueSubscribe`：它的组按节点名称区分，不同主机上的实例各自收到每条事件，与原来 `TopicSubscribe` 的广播效果相同。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    en: 'Environment variables override the file: mcube reads the config files first and the environment last, so `APP_NAME=orders` wins over `name = "shop"` in `[app]`; before, the file won. Remove the variable or the key your deployment did not mean.',
    'zh-Hans': '环境变量覆盖配置文件：mcube 先读配置文件、最后读环境变量，`APP_NAME=orders` 会覆盖 `[app]` 中的 `name = "shop"`；此前是配置文件优先。请删掉部署中本不想生效的环境变量或配置项。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    en: 'Several config files: `ConfigFile.Path` (a string) became `ConfigFile.Paths` (a list, later files override earlier ones) and `-f` may be given more than once. Write `req.ConfigFile.Paths = []string{"…"}`; `ioc.NewLoadConfigRequest()` no longer points at `etc/application.toml` by itself.',
    'zh-Hans': '支持多个配置文件：`ConfigFile.Path`（字符串）改为 `ConfigFile.Paths`（列表，后面的文件覆盖前面的），`-f` 可以给多次。请写 `req.ConfigFile.Paths = []string{"…"}`；`ioc.NewLoadConfigRequest()` 不再默认指向 `etc/application.toml`。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    en: 'Dependencies are injected before `Init`: the container loads the config, runs the config hooks and fills `ioc:"autowire=true"` fields, then calls `Init`. Before, injected fields were still empty inside `Init`; look-ups by hand there still work.',
    'zh-Hans': '依赖在 `Init` 之前注入：容器先加载配置、调用配置钩子、填充 `ioc:"autowire=true"` 字段，再调用 `Init`。此前 `Init` 中注入的字段还是空的；在 `Init` 里手动查找依赖的代码仍然可用。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.4',
    en: 'Quieter start-up: the container\'s own lines (`init namespace [configs] …`) are no longer printed and `-d`/`--debug` defaults to false. Pass `-d` to see them.',
    'zh-Hans': '启动输出更少：容器自己的日志行（`init namespace [configs] …`）默认不再输出，`-d`/`--debug` 默认为 false。加上 `-d` 可以看到它们。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.5',
    en: '`lock.LimitRetry` takes a wait, not a strategy: `lock.LimitRetry(200*time.Millisecond, 10)` does not compile on any release before v2.1.5 except v2.0.92 (the commit of v2.1.5). The Redis lock\'s timeout now limits each attempt, so `Lock(context.Background())` with the default strategy waits until the lock is free instead of giving up after three TTLs: pass a context with a deadline.',
    'zh-Hans': '`lock.LimitRetry` 的参数改为等待时间：`lock.LimitRetry(200*time.Millisecond, 10)` 在 v2.1.5 之前的所有版本上都无法编译，v2.0.92（即 v2.1.5 的提交）除外。Redis 锁的超时现在限制每次尝试，使用默认策略时 `Lock(context.Background())` 会一直等到锁被释放，而不是在三倍 TTL 后放弃：请传入带截止时间的 context。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.9',
    en: 'Shutdown has a deadline: on the first SIGINT or SIGTERM the server stops its listeners and objects within 30 seconds; a second signal ends the wait with exit status 1.',
    'zh-Hans': '关闭有时限：收到第一个 SIGINT 或 SIGTERM 后，服务在 30 秒内停止监听和各个对象；再收到一个信号就不再等待，退出码为 1。',
  },
];
