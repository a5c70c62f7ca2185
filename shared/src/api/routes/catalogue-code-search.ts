export const codeSearchRoutes = {} as const;
