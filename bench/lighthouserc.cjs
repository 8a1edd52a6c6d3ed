/**
 * Lighthouse CI settings of the benchmark (scripts/bench.ts runs `lhci collect` and `assert`
 * with them, once per preset: BENCH_PRESET=mobile or desktop, then `upload` to the folder it
 * reads the reports from). Three runs per page;
 * the figures are those of LHCI's representative (median) run, and the targets below are
 * reported, never fatal: every assertion is a warning.
 */
const preset = process.env.BENCH_PRESET === 'desktop' ? 'desktop' : 'mobile';

const warnAtLeast = (minScore) => ['warn', {minScore, aggregationMethod: 'median-run'}];
const warnAtMost = (maxNumericValue) => ['warn', {maxNumericValue, aggregationMethod: 'median-run'}];

module.exports = {
  ci: {
    collect: {
      numberOfRuns: 3,
      // chromePath and settings.chromeFlags come from scripts/bench.ts (scripts/chromium.ts).
      settings: {
        ...(preset === 'desktop' ? {preset: 'desktop'} : {}),
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        disableFullPageScreenshot: true,
        // The not-found page is measured as readers get it: with its 404 status.
        ignoreStatusCode: true,
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: '.*',
          assertions: {
            ...(preset === 'mobile' ? {'categories:performance': warnAtLeast(0.98)} : {}),
            'total-blocking-time': warnAtMost(150),
            'largest-contentful-paint': warnAtMost(1800),
            'cumulative-layout-shift': warnAtMost(0),
          },
        },
      ],
      // No byte targets here: Lighthouse's sizes count response headers and link prefetches.
      // The byte budgets are tests (tests/budgets.json); bench.ts compares each Chinese page's
      // scripts with its English twin's.
    },
  },
};
