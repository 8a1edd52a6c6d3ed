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
    release: 'v2.0.16',
    shownBy: 'desense-method',
    en: '`response.Success` no longer calls `Desense()`: Gin\'s and go-restful\'s `Success` masked a value by calling its `Desense()` method; they now mask only the fields tagged `mask:"…"`, and a value that relies on `Desense()` goes out unmasked (`"password":"s3cret"`). Tag its fields, for example `mask:"password"`.',
    'zh-Hans': '`response.Success` 不再调用 `Desense()`：Gin 和 go-restful 的 `Success` 原来调用值的 `Desense()` 方法来脱敏，现在只给带 `mask:"…"` 标签的字段脱敏，依赖 `Desense()` 的值会原样发出（`"password":"s3cret"`）。请给字段加上标签，例如 `mask:"password"`。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.24',
    since: 'v2.0.8',
    shownBy: 'error-body',
    en: 'The error body names the business code `code`: the JSON that `response.Failed` sends for an exception carried it as `error_code`; it is now `code` (`{"code":404,…}`). Update the clients that read `error_code`.',
    'zh-Hans': '错误响应体中的业务码改名为 `code`：`response.Failed` 为异常发送的 JSON 原来用 `error_code` 表示业务码，现在是 `code`（`{"code":404,…}`）。请修改读取 `error_code` 的客户端。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.28',
    shownBy: 'error-body',
    en: 'The error body names the failing service `service`: the field was `namespace`; it is now `service`, and an empty `meta` is `{}` rather than `null`. Update the clients that read `namespace`.',
    'zh-Hans': '错误响应体中标识出错服务的字段改名为 `service`：原来是 `namespace`，现在是 `service`；空的 `meta` 也从 `null` 变为 `{}`。请修改读取 `namespace` 的客户端。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.29',
    shownBy: 'exception-error',
    en: 'An exception\'s `Error()` starts with its reason: `exception.NewNotFound("greeting %s", "g-1").Error()` was `greeting g-1`; it is now `资源未找到: greeting g-1`. The `message` that plain `net/http`\'s `response.Failed` sends and your own logs change with it. Compare exceptions with `exception.IsApiException` or `errors.As`, not by their text.',
    'zh-Hans': '异常的 `Error()` 以原因开头：`exception.NewNotFound("greeting %s", "g-1").Error()` 原来是 `greeting g-1`，现在是 `资源未找到: greeting g-1`。`net/http` 版 `response.Failed` 发送的 `message` 和你自己的日志也随之变化。判断异常请用 `exception.IsApiException` 或 `errors.As`，不要比较文本。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.46',
    shownBy: 'gin-health',
    en: 'Gin\'s health check answers with the check alone: `{"status":"SERVING"}`, no longer wrapped as `{"code":0,"data":{"status":"SERVING"}}`; the status is still 200. Update the probes and monitors that read `data.status`. go-restful\'s health check is unchanged.',
    'zh-Hans': 'Gin 的健康检查只返回检查结果：`{"status":"SERVING"}`，不再包成 `{"code":0,"data":{"status":"SERVING"}}`，HTTP 状态码仍为 200。请修改读取 `data.status` 的探针和监控。go-restful 的健康检查没有变化。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.64',
    since: 'v2.0.25',
    shownBy: 'error-body',
    en: 'The error body carries `http_code` again: `response.Failed` left the HTTP status out of the JSON (Gin from v2.0.25, go-restful from v2.0.28); it is in it again (`"http_code":404`). Clients that compare the whole body or reject unknown fields must accept it.',
    'zh-Hans': '错误响应体重新带上 `http_code`：`response.Failed` 曾不在 JSON 中写 HTTP 状态码（Gin 自 v2.0.25，go-restful 自 v2.0.28），现在又会写入（`"http_code":404`）。比较整个响应体或拒绝未知字段的客户端需要接受这个字段。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.74',
    shownBy: 'trace-sampling',
    en: 'Tracing samples new traces at `[trace] trace_id_ratio`: every span was recorded; now a request that arrives without a trace context is recorded at that ratio, `0` unless set, so a service that starts its own traces records none. Set `trace_id_ratio = 1` to keep recording every request.',
    'zh-Hans': '链路追踪按 `[trace] trace_id_ratio` 对新 trace 采样：原来每个 Span 都会记录；现在不带 trace 上下文的请求按这个比例记录，未设置时为 `0`，自己发起 trace 的服务一条也不记录。要继续记录每个请求，请设置 `trace_id_ratio = 1`。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.78',
    shownBy: 'trace-export',
    en: 'The OTLP exporter speaks gRPC: with `provider = "otlp"` spans went to `[trace] endpoint` over HTTP (`POST /v1/traces`); they now go over gRPC, and the default endpoint, `localhost:4318`, is the collector\'s HTTP port. Point `endpoint` at the collector\'s gRPC port (4317 on a stock collector).',
    'zh-Hans': 'OTLP 导出器改用 gRPC：`provider = "otlp"` 时，Span 原来通过 HTTP（`POST /v1/traces`）发到 `[trace] endpoint`，现在通过 gRPC 发送，而默认的 `localhost:4318` 是 collector 的 HTTP 端口。请把 `endpoint` 指向 collector 的 gRPC 端口（标准 collector 为 4317）。',
  },
  {
    group: 'behaviour',
    release: 'v2.0.79',
    shownBy: 'log-file',
    en: 'Log files and fields change: with `[log.file] enable = true` the file is `<dir_path>/<app name>.json.log`, no longer `<app name>.log`; a sub-logger\'s name is under `logger`, no longer `component`; and every line carries `app`, `group` and `hostname`. Point log collectors at the new file name and update the queries on `component`.',
    'zh-Hans': '日志文件和字段有变化：开启 `[log.file] enable = true` 后，文件为 `<dir_path>/<应用名称>.json.log`，不再是 `<应用名称>.log`；子 Logger 的名称写在 `logger` 字段，不再是 `component`；每行还带上 `app`、`group` 和 `hostname`。请把日志采集指向新文件名，并修改按 `component` 查询的语句。',
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
    shownBy: 'env-over-file',
    en: 'Environment variables override the file: mcube reads the config files first and the environment last, so `APP_NAME=orders` wins over `name = "shop"` in `[app]`; before, the file won. Remove the variable or the key your deployment did not mean.',
    'zh-Hans': '环境变量覆盖配置文件：mcube 先读配置文件、最后读环境变量，`APP_NAME=orders` 会覆盖 `[app]` 中的 `name = "shop"`；此前是配置文件优先。请删掉部署中本不想生效的环境变量或配置项。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    shownBy: 'config-paths',
    en: 'Several config files: `ConfigFile.Path` (a string) became `ConfigFile.Paths` (a list, later files override earlier ones) and `-f` may be given more than once. Write `req.ConfigFile.Paths = []string{"…"}`; `ioc.NewLoadConfigRequest()` no longer points at `etc/application.toml` by itself.',
    'zh-Hans': '支持多个配置文件：`ConfigFile.Path`（字符串）改为 `ConfigFile.Paths`（列表，后面的文件覆盖前面的），`-f` 可以给多次。请写 `req.ConfigFile.Paths = []string{"…"}`；`ioc.NewLoadConfigRequest()` 不再默认指向 `etc/application.toml`。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.0',
    shownBy: 'inject-before-init',
    en: 'Dependencies are injected before `Init`: the container loads the config, runs the config hooks and fills `ioc:"autowire=true"` fields, then calls `Init`. Before, injected fields were still empty inside `Init`; look-ups by hand there still work.',
    'zh-Hans': '依赖在 `Init` 之前注入：容器先加载配置、调用配置钩子、填充 `ioc:"autowire=true"` 字段，再调用 `Init`。此前 `Init` 中注入的字段还是空的；在 `Init` 里手动查找依赖的代码仍然可用。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.4',
    since: 'v2.0.72',
    shownBy: 'quiet-startup',
    en: 'Quieter start-up: the container\'s own lines through the standard library\'s `log` (`init app greeting[priority: 0] ok.`, and from v2.0.88 `init namespace [configs] app ...`) are no longer printed, and `-d`/`--debug` defaults to false. Pass `-d` to see them.',
    'zh-Hans': '启动输出更少：容器自己通过标准库 `log` 输出的日志行（`init app greeting[priority: 0] ok.`，以及 v2.0.88 起的 `init namespace [configs] app ...`）默认不再输出，`-d`/`--debug` 默认为 false。加上 `-d` 可以看到它们。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.5',
    shownBy: 'lock-timeout',
    en: 'The Redis lock\'s timeout limits each attempt, no longer the whole `Lock`: with the default options (a retry every second) and a context without a deadline, `Lock` gave up after the timeout (three TTLs unless `Timeout` is set) with `context deadline exceeded`; it now waits until the lock is free. Pass a context with a deadline, or a `LimitRetry` strategy.',
    'zh-Hans': 'Redis 锁的超时现在只限制每次尝试，不再限制整个 `Lock`：使用默认选项（每秒重试一次）且 context 没有截止时间时，`Lock` 原来在超时（未设置 `Timeout` 时为三倍 TTL）后返回 `context deadline exceeded`，现在会一直等到锁被释放。请传入带截止时间的 context，或使用 `LimitRetry` 策略。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.6',
    shownBy: 'page-offset',
    en: 'Pages read from a query string ignore `page_number`: `request.NewPageRequestFromHTTP` now always sets `Offset` (to the `offset` parameter, 0 when there is none), so `ComputeOffset()` gives 0 for `?page_size=10&page_number=3`, not 20, and every page is the first. Pass `offset`, or compute `PageSize*(PageNumber-1)` yourself.',
    'zh-Hans': '从查询字符串读取的分页不再理会 `page_number`：`request.NewPageRequestFromHTTP` 现在总会设置 `Offset`（取 `offset` 参数，未传时为 0），所以 `?page_size=10&page_number=3` 的 `ComputeOffset()` 是 0 而不是 20，每一页都是第一页。请传 `offset`，或自己计算 `PageSize*(PageNumber-1)`。',
  },
  {
    group: 'behaviour',
    release: 'v2.1.9',
    shownBy: 'second-signal',
    en: 'Shutdown has a deadline: on the first SIGINT or SIGTERM the server stops its listeners and objects within 30 seconds; a second signal ends the wait with exit status 1. Before, it waited for open requests without limit and a second signal changed nothing. A request still open after 30 seconds no longer holds the shutdown: make long requests shorter or safe to retry.',
    'zh-Hans': '关闭有时限：收到第一个 SIGINT 或 SIGTERM 后，服务在 30 秒内停止监听和各个对象；再收到一个信号就不再等待，退出码为 1。此前会无限期等待未完成的请求，第二个信号也不起作用。30 秒后仍未完成的请求不再阻止关闭：耗时长的请求请缩短，或保证可以安全重试。',
  },
];
