// The part of autocannon's programmatic API that scripts/bench.ts uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path: string;
    }

    interface Options {
      url: string;
      connections?: number;
      amount?: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }

    // Percentiles are keyed like p50, p97_5, p99.
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      resets: number;
      mismatches: number;
      non2xx: number;
      statusCodeStats: Record<string, {count: number}>;
      latency: Histogram;
      requests: Histogram & {sent: number};
      throughput: Histogram;
    }
  }

  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export = autocannon;
}
