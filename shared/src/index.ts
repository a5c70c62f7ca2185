// @bahi/shared: everything the server, the web app and the infrastructure agree on.
export * from './api/route-definition.js';
export * from './api/routes.js';
export * from './api/messages.js';
export * from './api/business-types.js';
export * from './api/permissions.js';
export * from './api/schemas/common.js';
export * from './api/schemas/access.js';
export * from './gst/index.js';
export * from './api/schemas/clients.js';
export * from './api/schemas/ca-workspace.js';
export { itemRoutes } from './api/routes/catalogue-items.js';
export { codeSearchRoutes } from './api/routes/catalogue-code-search.js';
