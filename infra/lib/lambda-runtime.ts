// How every area Lambda's node starts. Shared with the Lambda bundles' bench
// (tests/bench/lambda-bundles.bench.ts), which times a cold start with the same options.

/** Source-mapped stack traces in the logs (the bundles are minified); costs some init time. */
export const LAMBDA_NODE_OPTIONS = '--enable-source-maps';
