/** Why the organisation is asked for a default address, said by the notice and its modal. */
export const DEFAULT_ADDRESS_WHY = 'Documents print the default address.';
