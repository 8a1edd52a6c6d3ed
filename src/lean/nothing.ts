// What a module aliased away from a bundle gives there (src/plugins/leanBundles.ts).
export default undefined;
