// @bahi/shared: everything the server, the web app and the infrastructure agree on.
export * from './api/route-definition.js';
