// SWR options for what a document form reads when it opens (its lists of clients, items, originals
// and receipt vouchers): read afresh each time it opens, so a document saved a moment ago is
// offered (SWR would otherwise serve a list fetched within its deduping interval), and not again
// while the form is open.
export const READ_ON_OPEN = { revalidateOnMount: true, revalidateOnFocus: false, revalidateOnReconnect: false, dedupingInterval: 0 } as const;
