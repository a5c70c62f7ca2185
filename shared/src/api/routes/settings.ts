export const settingsRoutes = {} as const;
