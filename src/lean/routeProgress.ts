/**
 * In place of the theme's route progress bar (src/plugins/leanBundles.ts): the same thin bar
 * at the top while a page's code loads for more than 200 ms, drawn by a stylesheet rule on
 * the root element instead of the nprogress library (1.5 KB of every page's main script
 * as a plain gzip host sends it).
 */
import type {ClientModule} from '@docusaurus/types';
import './routeProgress.css';

const delay = 200;
const loading = (on: boolean) => document.documentElement.toggleAttribute('data-route-loading', on);

const routeProgress: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timeout = window.setTimeout(() => loading(true), delay);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    loading(false);
  },
};

export default routeProgress;
