/** Labels and description of the architecture diagram (src/components/ArchitectureDiagram). */
const architectureDiagram = {
  title: 'From a monolith of modules to a split-out service',
  description:
    "Stage 1: one binary, shop, runs an HTTP server on port 8080, a gRPC server on port 18080 and a JSON-RPC server on port 9090 in front of modules A, B and C. Module A calls module B through B's Go interface as an ordinary in-process method call. Stage 2: module B has moved into its own service, which serves it over JSON-RPC on port 9090. The shop binary keeps modules A and C behind its HTTP server; in place of module B it now holds a B client that implements the same Go interface. Module A still calls that interface, and the client forwards each call to the B service as a JSON-RPC request over HTTP.",
  stage1: 'Stage 1 · one binary, a monolith of modules',
  shopProcess: 'shop (one process)',
  moduleA: 'Module A',
  moduleB: 'Module B',
  moduleC: 'Module C',
  inProcessCall: "A calls B through B's Go interface: an in-process method call",
  split: 'later: split module B into its own service',
  stage2: 'Stage 2 · module B runs as its own service',
  shopModules: 'shop (modules A and C)',
  bService: 'B service',
  bClient: 'B client',
  implements: 'implements',
  stillCalls: 'A still calls B.Service',
  sameImpl: 'same impl code',
  rpcAdapter: '+ RPC adapter',
  clientSends: 'The B client sends each call to the B service as JSON-RPC over HTTP',
  caption:
    "Progressive microservices: module B starts as a package inside one binary and later runs as its own service. Module A keeps depending on B's Go interface; only the object behind that interface changes, from the local implementation to an RPC client.",
};

export default architectureDiagram;
