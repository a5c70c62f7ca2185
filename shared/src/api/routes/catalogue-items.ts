export const itemRoutes = {} as const;
