/** Mirage models of the shell and the business services. */
export const shellModels = {};
